import { describe, expect, it } from 'vitest';
import { ErrorCode } from './error-codes';
import { ERROR_TEXTS, errorText } from './error-texts';

const codes = Object.values(ErrorCode);

describe('ERROR_TEXTS', () => {
  it.each(codes)('has a Thai and an English text for %s', (code) => {
    // Read through a plain record so a missing entry shows as undefined, not as a type error.
    const texts: Record<string, Record<string, string | undefined>> = ERROR_TEXTS;
    expect(texts.th?.[code]?.trim()).toBeTruthy();
    expect(texts.en?.[code]?.trim()).toBeTruthy();
  });

  it.each(['th', 'en'] as const)('holds no %s text for a code that does not exist', (locale) => {
    expect(Object.keys(ERROR_TEXTS[locale]).sort()).toEqual([...codes].sort());
  });

  it('writes the Thai texts in Thai', () => {
    for (const code of codes) expect(ERROR_TEXTS.th[code]).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('errorText', () => {
  it.each([
    [ErrorCode.FILE_TYPE_NOT_ALLOWED, 'File type is not allow to upload.'],
    [ErrorCode.OUT_OF_STORAGE, 'Out of storage'],
    [ErrorCode.EMPTY_CART, 'No items in cart'],
    [ErrorCode.SHIPPING_ADDRESS_REQUIRED, 'Please fill in delivery address'],
    [ErrorCode.NO_PRICING_PLAN, 'No pricing plan for you'],
    [
      ErrorCode.BELOW_MINIMUM_AMOUNT,
      'Cannot choose this payment method because total is below the minimum (20 baht)',
    ],
  ])('keeps the wording the specifications quote for %s', (code, text) => {
    expect(errorText(code, 'en')).toBe(text);
  });

  it('answers in Thai unless asked otherwise', () => {
    expect(errorText(ErrorCode.INPUT_ERROR)).toBe('ไม่สามารถบันทึกข้อมูลได้ กรุณาลองใหม่อีกครั้ง');
  });

  it('names the coupon code a payment method does not allow', () => {
    expect(errorText(ErrorCode.COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD, 'en', { code: 'SAVE10' })).toBe(
      'SAVE10 code is not allowed to use with this payment method.',
    );
  });
});
