import fc from 'fast-check';
import generatePayload from 'promptpay-qr';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { crc16CcittFalse, readEmvFields } from './emv-fields';
import { thaiTaxIdCheckDigit } from '../validation/thai-tax-id';
import { checkPromptPayId, type PromptPayId } from './promptpay-id';
import { bahtWithTwoDecimals, PROMPTPAY_MAX_AMOUNT, promptPayPayload } from './promptpay-payload';

const payloadOf = (id: PromptPayId, amountSatang?: number): string => {
  const result = promptPayPayload(id, amountSatang);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.value;
};

describe('the PromptPay QR for the shop’s own account', () => {
  // The vectors promptpay-qr (dtinth) publishes in its test suite. Its tax-id vector, 0123456789012,
  // fails the 13-digit check digit the shop requires, so only its checksum is kept (emv-fields tests).
  it.each([
    [
      'a phone number without an amount',
      { kind: 'phone', value: '0801234567' },
      undefined,
      '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
    ],
    [
      'a dashed phone number without an amount',
      { kind: 'phone', value: '080-123-4567' },
      undefined,
      '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
    ],
    [
      'a phone number with 4.22 baht',
      { kind: 'phone', value: '000-000-0000' },
      422,
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    ],
  ] as const)('matches the published payload for %s', (_case, id, amount, expected) => {
    expect(payloadOf(id, amount)).toBe(expected);
  });

  it('locks the amount: one-time QR (12) with field 54 when an amount is given, reusable (11) without', () => {
    const id = { kind: 'phone', value: '0812345678' } as const;
    const locked = readEmvFields(payloadOf(id, 105_930));
    const open = readEmvFields(payloadOf(id));
    expect(locked?.find((f) => f.id === '01')?.value).toBe('12');
    expect(locked?.find((f) => f.id === '54')?.value).toBe('1059.30');
    expect(open?.find((f) => f.id === '01')?.value).toBe('11');
    expect(open?.some((f) => f.id === '54')).toBe(false);
  });

  it('carries an e-wallet id in sub-field 03 and a citizen id in 02', () => {
    expect(payloadOf({ kind: 'ewallet', value: '004999036911146' })).toContain('0315004999036911146');
    expect(payloadOf({ kind: 'citizen', value: '1 1111 11111 11 9' })).toContain('02131111111111119');
  });

  it.each([
    [{ kind: 'phone', value: '081234567' }, ErrorCode.PROMPTPAY_PHONE_INVALID],
    [{ kind: 'phone', value: '+66812345678' }, ErrorCode.PROMPTPAY_PHONE_INVALID],
    [{ kind: 'phone', value: '1812345678' }, ErrorCode.PROMPTPAY_PHONE_INVALID],
    [{ kind: 'citizen', value: '1111111111111' }, ErrorCode.PROMPTPAY_CITIZEN_ID_INVALID],
    [{ kind: 'citizen', value: '111111111119' }, ErrorCode.PROMPTPAY_CITIZEN_ID_INVALID],
    [{ kind: 'ewallet', value: '00499903691114' }, ErrorCode.PROMPTPAY_EWALLET_ID_INVALID],
    [{ kind: 'ewallet', value: '00499903691114x' }, ErrorCode.PROMPTPAY_EWALLET_ID_INVALID],
  ] as const)('refuses %j with %s', (id, code) => {
    expect(checkPromptPayId(id)).toEqual({ ok: false, code });
    expect(promptPayPayload(id, 100)).toEqual({ ok: false, code });
  });

  it.each([0, -100, 10.5, Number.NaN, PROMPTPAY_MAX_AMOUNT + 1])(
    'refuses an amount of %s satang',
    (amount) => {
      expect(promptPayPayload({ kind: 'phone', value: '0812345678' }, amount)).toEqual({
        ok: false,
        code: ErrorCode.PROMPTPAY_AMOUNT_INVALID,
      });
    },
  );

  it('writes the largest amount field 54 holds in 13 characters', () => {
    expect(bahtWithTwoDecimals(PROMPTPAY_MAX_AMOUNT)).toBe('9999999999.99');
    expect(bahtWithTwoDecimals(1)).toBe('0.01');
    expect(payloadOf({ kind: 'phone', value: '0812345678' }, PROMPTPAY_MAX_AMOUNT)).toContain(
      '54139999999999.99',
    );
  });
});

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), minLength: length, maxLength: length });
const ids: fc.Arbitrary<PromptPayId> = fc.oneof(
  digits(9).map((rest) => ({ kind: 'phone' as const, value: `0${rest}` })),
  digits(12).map((first12) => ({
    kind: 'citizen' as const,
    value: `${first12}${thaiTaxIdCheckDigit(first12)}`,
  })),
  digits(15).map((value) => ({ kind: 'ewallet' as const, value })),
);

describe('the PromptPay QR checked against promptpay-qr', () => {
  it('is the text promptpay-qr makes for every valid id and amount', () => {
    fc.assert(
      fc.property(
        ids,
        fc.option(fc.integer({ min: 1, max: 99_999_999_999 }), { nil: undefined }),
        (id, amount) => {
          const expected = generatePayload(id.value, amount === undefined ? {} : { amount: amount / 100 });
          expect(payloadOf(id, amount)).toBe(expected);
        },
      ),
    );
  });

  it('always ends with the checksum of everything before it', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: PROMPTPAY_MAX_AMOUNT }), (id, amount) => {
        const text = payloadOf(id, amount);
        expect(text.slice(-4)).toBe(crc16CcittFalse(text.slice(0, -4)));
      }),
    );
  });
});
