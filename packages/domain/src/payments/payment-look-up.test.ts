import { describe, expect, it } from 'vitest';
import type { AttemptState } from './attempt-states';
import { NOT_FOUND_AT_PROVIDER, newAttemptVerdict, readNotFound } from './payment-look-up';

const startedAt = new Date('2026-11-27T08:00:00Z');
const after = (ms: number) => new Date(startedAt.getTime() + ms);

describe('reading a payment the provider does not list', () => {
  const facts = (elapsedMs: number) => ({
    startedAt,
    now: after(elapsedMs),
    callTimeoutMs: 15_000,
    lookUpLagMs: 60_000,
  });

  it('keeps the attempt unknown while the call may be under way or the look-up may lag', () => {
    expect(readNotFound(facts(0))).toEqual({ kind: 'unknown', reason: 'not visible at the provider yet' });
    expect(readNotFound(facts(74_999)).kind).toBe('unknown');
  });

  it('calls the attempt failed, with its own code, once both are over', () => {
    expect(readNotFound(facts(75_000))).toMatchObject({ kind: 'failed', code: NOT_FOUND_AT_PROVIDER });
  });
});

describe('whether a new attempt may begin', () => {
  const attempts = (...states: AttemptState[]) => states.map((state, index) => ({ id: index + 1, state }));

  it('goes ahead when every earlier attempt has a known outcome or waits for the buyer', () => {
    expect(newAttemptVerdict([])).toEqual({ kind: 'go' });
    expect(newAttemptVerdict(attempts('failed', 'expired', 'pending', 'flagged', 'refunded'))).toEqual({
      kind: 'go',
    });
  });

  it('waits for the newest attempt whose outcome the shop has not heard', () => {
    expect(newAttemptVerdict(attempts('unknown', 'failed', 'created'))).toEqual({
      kind: 'wait',
      attemptId: 3,
    });
    expect(newAttemptVerdict(attempts('failed', 'unknown'))).toEqual({ kind: 'wait', attemptId: 2 });
  });
});
