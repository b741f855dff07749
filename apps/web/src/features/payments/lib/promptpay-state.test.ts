import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shop/contract/orders/order';
import { openPromptPayQr, promptPayOutcome, type PromptPayQr } from './promptpay-state';

type Attempt = NonNullable<OrderDetail['latest_payment']>;

const attempt = (overrides: Partial<Attempt> = {}): Attempt => ({
  id: 7,
  payment_method_id: 9,
  state: 'pending',
  amount: 5_000,
  currency: 'THB',
  failure_code: null,
  failure_message: null,
  flag_reason: null,
  next_action: { type: 'qr', image_url: '/qr/7.svg' },
  expires_at: '2026-11-23T03:10:00.000Z',
  created_at: '2026-11-23T03:00:00.000Z',
  ...overrides,
});

const qr: PromptPayQr = { imageUrl: '/qr/7.svg', expiresAt: '2026-11-23T03:10:00.000Z', attemptId: 7 };
const unpaid = (latest: Attempt | null) => ({
  payment_status: 'notYetReceived' as const,
  latest_payment: latest,
});

describe('promptPayOutcome', () => {
  it('waits while the order is unpaid and the QR has time left', () => {
    expect(promptPayOutcome(unpaid(attempt()), qr, 120)).toEqual({ kind: 'waiting' });
    expect(promptPayOutcome(null, qr, null)).toEqual({ kind: 'waiting' });
  });

  it('is paid only when the server approved the order', () => {
    expect(promptPayOutcome({ payment_status: 'approved', latest_payment: attempt() }, qr, 0)).toEqual({
      kind: 'paid',
    });
    expect(promptPayOutcome(unpaid(attempt({ state: 'succeeded' })), qr, 30)).toEqual({ kind: 'waiting' });
  });

  it('closes for a rejected or cancelled order', () => {
    expect(promptPayOutcome({ payment_status: 'rejected', latest_payment: null }, qr, 30)).toEqual({
      kind: 'closed',
    });
    expect(promptPayOutcome({ payment_status: 'cancelled', latest_payment: null }, qr, 30)).toEqual({
      kind: 'closed',
    });
  });

  it('expires when the countdown reaches zero or the attempt expired, and fails with its code', () => {
    expect(promptPayOutcome(unpaid(attempt()), qr, 0)).toEqual({ kind: 'expired' });
    expect(promptPayOutcome(unpaid(attempt({ state: 'expired' })), qr, 300)).toEqual({ kind: 'expired' });
    expect(
      promptPayOutcome(unpaid(attempt({ state: 'failed', failure_code: 'payment_rejected' })), qr, 300),
    ).toEqual({
      kind: 'failed',
      code: 'payment_rejected',
    });
  });

  it("ignores an older attempt's failure in a read made before this QR existed", () => {
    expect(promptPayOutcome(unpaid(attempt({ id: 6, state: 'failed' })), qr, 300)).toEqual({
      kind: 'waiting',
    });
  });
});

describe('openPromptPayQr', () => {
  const now = Date.parse('2026-11-23T03:05:00.000Z');

  it("offers the order's open PromptPay QR again while it has time left", () => {
    expect(openPromptPayQr(attempt(), now)).toEqual(qr);
    expect(openPromptPayQr(attempt({ expires_at: null }), now)).toEqual({ ...qr, expiresAt: null });
  });

  it('offers nothing for an expired, closed, card or QR-less attempt', () => {
    expect(openPromptPayQr(attempt(), Date.parse('2026-11-23T03:10:00.000Z'))).toBeNull();
    expect(openPromptPayQr(attempt({ state: 'failed' }), now)).toBeNull();
    expect(openPromptPayQr(attempt({ payment_method_id: 8 }), now)).toBeNull();
    expect(
      openPromptPayQr(attempt({ next_action: { type: 'redirect', url: 'https://bank.test' } }), now),
    ).toBeNull();
    expect(openPromptPayQr(null, now)).toBeNull();
  });
});
