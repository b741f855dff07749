import { describe, expect, it } from 'vitest';
import { paymentFailureText } from './failure-texts';

describe('payment failure texts', () => {
  it('explains a known provider code in Thai and English', () => {
    expect(paymentFailureText('insufficient_fund')).toContain('ไม่เพียงพอ');
    expect(paymentFailureText('insufficient_fund', 'en')).toBe(
      'The card has insufficient funds. Please use another card or method',
    );
  });

  it.each(['payment_cancelled', 'not_found_at_provider', 'provider_unavailable'])(
    'tells the buyer that nothing was charged when the attempt ended as %s',
    (code) => {
      expect(paymentFailureText(code, 'en')).toContain('Nothing was charged');
      expect(paymentFailureText(code, 'th')).toContain('ยังไม่มีการตัดเงิน');
    },
  );

  it("falls back to spec 2's 'payment failed, please try again' for an unknown or missing code", () => {
    expect(paymentFailureText('something_new', 'en')).toBe('Payment failed, please try again');
    expect(paymentFailureText(null)).toBe('ชำระเงินไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
  });
});
