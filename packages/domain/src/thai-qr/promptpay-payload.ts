import { ErrorCode } from '../errors/error-codes';
import { fail, ok, type Result } from '../result';
import { emvField, withCrcField } from './emv-fields';
import {
  checkPromptPayId,
  type PromptPayId,
  type PromptPayIdKind,
  type PromptPayIdRefusal,
} from './promptpay-id';

/** The application id of a PromptPay credit transfer, sub-field 00 of field 29. */
const PROMPTPAY_AID = 'A000000677010111';
const THAI_BAHT = '764';

const SUB_FIELD_OF: Readonly<Record<PromptPayIdKind, string>> = { phone: '01', citizen: '02', ewallet: '03' };

/** Field 54 holds at most 13 characters: 9,999,999,999.99 baht. */
export const PROMPTPAY_MAX_AMOUNT = 999_999_999_999;

export type PromptPayPayloadRefusal = PromptPayIdRefusal | typeof ErrorCode.PROMPTPAY_AMOUNT_INVALID;

/** The id as field 29 carries it: a mobile number in international form, 0066 and nine digits. */
const accountValue = (id: PromptPayId): string =>
  id.kind === 'phone' ? `0066${id.value.slice(1)}` : id.value;

/** Satang as baht with two decimals ("105930" -> "1059.30"), the form field 54 takes. */
export const bahtWithTwoDecimals = (satang: number): string =>
  `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;

/**
 * The text of a PromptPay QR that pays the shop's own account `id`. With `amountSatang` it is a
 * one-time QR for exactly that amount (point of initiation 12), which the banking app shows
 * locked; without, a reusable QR where the buyer types the amount (11).
 */
export const promptPayPayload = (
  id: PromptPayId,
  amountSatang?: number,
): Result<string, PromptPayPayloadRefusal> => {
  const checked = checkPromptPayId(id);
  if (!checked.ok) return checked;
  if (
    amountSatang !== undefined &&
    !(Number.isSafeInteger(amountSatang) && amountSatang > 0 && amountSatang <= PROMPTPAY_MAX_AMOUNT)
  ) {
    return fail(ErrorCode.PROMPTPAY_AMOUNT_INVALID);
  }
  const account =
    emvField('00', PROMPTPAY_AID) + emvField(SUB_FIELD_OF[checked.value.kind], accountValue(checked.value));
  const body = [
    emvField('00', '01'),
    emvField('01', amountSatang === undefined ? '11' : '12'),
    emvField('29', account),
    emvField('58', 'TH'),
    emvField('53', THAI_BAHT),
    amountSatang === undefined ? '' : emvField('54', bahtWithTwoDecimals(amountSatang)),
  ].join('');
  return ok(withCrcField(body, '63'));
};
