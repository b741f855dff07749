import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PLACEMENT,
  type NotificationKind,
  type NotificationLevel,
} from './notification-kinds';

describe('NOTIFICATION_KINDS', () => {
  it.each<[NotificationKind, NotificationLevel]>([
    ['invalidData', 'warning'],
    ['invalidCoupon', 'warning'],
    ['requiredShippingAddress', 'warning'],
    ['requiredShippingfee', 'warning'],
    ['timeLeft', 'error'],
    ['notFoundPricing', 'error'],
    ['success', 'success'],
    ['fail', 'error'],
    ['emptyCart', 'warning'],
    ['priceUsdIsNull', 'error'],
  ])('shows %s as a %s with a title in Thai and English', (kind, level) => {
    const spec = NOTIFICATION_KINDS[kind];
    expect(spec.level).toBe(level);
    expect(spec.title.th).toMatch(/[\u0E00-\u0E7F]/);
    expect(spec.title.en).not.toBe('');
  });

  it('keeps every notification 5 seconds except the invalid-data one, which keeps 4', () => {
    const durations = Object.fromEntries(
      Object.entries(NOTIFICATION_KINDS).map(([kind, spec]) => [kind, spec.durationSeconds]),
    );
    expect(durations).toEqual({
      invalidData: 4,
      invalidCoupon: 5,
      requiredShippingAddress: 5,
      requiredShippingfee: 5,
      timeLeft: 5,
      notFoundPricing: 5,
      success: 5,
      fail: 5,
      emptyCart: 5,
      priceUsdIsNull: 5,
    });
  });

  it('places notifications top right, 100 px from the top', () => {
    expect(NOTIFICATION_PLACEMENT).toEqual({ placement: 'topRight', top: 100 });
  });

  it("titles the invalid-data notice 'you entered invalid data'", () => {
    expect(NOTIFICATION_KINDS.invalidData.title.en).toBe('You entered invalid data');
  });
});

describe('NOTIFICATION_MESSAGES', () => {
  it.each(Object.entries(NOTIFICATION_MESSAGES))(
    'has both a Thai and an English text for %s',
    (_name, texts) => {
      expect(texts.th.trim()).not.toBe('');
      expect(texts.en.trim()).not.toBe('');
    },
  );

  it.each([
    [
      'minimumPaymentNotReached',
      'Cannot choose this payment method because total is below the minimum (20 baht)',
    ],
    ['paymentFailed', 'Payment failed, please try again'],
    ['taxInvoiceDataInvalid', 'Tax invoice data invalid'],
    ['confirmDeleteImage', 'Confirm to delete this image?'],
    ['cannotUploadFile', 'Can not upload file.'],
    ['badResponse', 'Bad response from server'],
    ['emptyCart', 'No items in cart'],
    ['missingShipping', 'Please fill in delivery address'],
  ] as const)('keeps the quoted wording of %s', (name, text) => {
    expect(NOTIFICATION_MESSAGES[name].en).toBe(text);
  });

  it("tells a Thai reader in Thai that a page is not there, and an English one in the specification's words", () => {
    expect(NOTIFICATION_MESSAGES.pageNotFound).toEqual({
      th: '404 ไม่พบหน้าที่คุณต้องการ',
      en: '404 Page not found !',
    });
  });

  it('keeps the Thai text the specification quotes for a failed student load', () => {
    expect(NOTIFICATION_MESSAGES.studentLoadFailed.th).toBe('ไม่สามารถดึงข้อมูลได้ กรุณาลองใหม่อีกครั้ง');
  });
});
