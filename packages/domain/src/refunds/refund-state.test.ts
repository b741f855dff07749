import { describe, expect, it } from 'vitest';
import { refundState } from './refund-state';

describe('refundState', () => {
  it.each([
    [3, 0, 'none'],
    [3, 1, 'partial'],
    [3, 3, 'full'],
    [1, 1, 'full'],
  ] as const)('calls an order of %i lines with %i refunded %s', (lines, refunded, state) => {
    expect(refundState(lines, refunded)).toBe(state);
  });
});
