import { describe, expect, it } from 'vitest';
import { paymentPanelOf } from './payment-panel';

describe('paymentPanelOf', () => {
  it.each([
    [1, 'bankTransfer'],
    [8, 'card'],
    [9, 'promptPay'],
    [2, 'payPal'],
    [3, 'twoC2p'],
    [4, 'scbQr'],
    [10, 'twoC2p'],
    [11, 'gbPrimeCard'],
    [12, 'gbPrimePromptPay'],
    [13, 'paySolutions'],
    [15, 'twoC2p'],
  ] as const)('gives method %i its %s panel while the shop offers it', (id, panel) => {
    expect(paymentPanelOf(id, [1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15])).toBe(panel);
  });

  it('shows an offered method without a panel, a method no longer offered, or none as not available', () => {
    expect(paymentPanelOf(5, [1, 5, 8, 9])).toBe('unavailable');
    expect(paymentPanelOf(8, [1, 9])).toBe('unavailable');
    expect(paymentPanelOf(null, [1, 8, 9])).toBe('unavailable');
  });
});
