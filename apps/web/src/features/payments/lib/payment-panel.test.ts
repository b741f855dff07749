import { describe, expect, it } from 'vitest';
import { paymentPanelOf } from './payment-panel';

describe('paymentPanelOf', () => {
  it.each([
    [1, 'bankTransfer'],
    [8, 'card'],
    [9, 'promptPay'],
  ] as const)('gives method %i its %s panel while the shop offers it', (id, panel) => {
    expect(paymentPanelOf(id, [1, 8, 9])).toBe(panel);
  });

  it('shows an offered method without a panel, a method no longer offered, or none as not available', () => {
    expect(paymentPanelOf(3, [1, 3, 8, 9])).toBe('unavailable');
    expect(paymentPanelOf(8, [1, 9])).toBe('unavailable');
    expect(paymentPanelOf(null, [1, 8, 9])).toBe('unavailable');
  });
});
