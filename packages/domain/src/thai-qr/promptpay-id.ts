import { ErrorCode } from '../errors/error-codes';
import { fail, ok, type Result } from '../result';
import { isValidThaiTaxId } from '../validation/thai-tax-id';

/** The three kinds of PromptPay id a shop's account can be registered under. */
export type PromptPayIdKind = 'phone' | 'citizen' | 'ewallet';

/** A PromptPay id as the back office keeps it: its kind and its digits. */
export type PromptPayId = { readonly kind: PromptPayIdKind; readonly value: string };

export type PromptPayIdRefusal =
  | typeof ErrorCode.PROMPTPAY_PHONE_INVALID
  | typeof ErrorCode.PROMPTPAY_CITIZEN_ID_INVALID
  | typeof ErrorCode.PROMPTPAY_EWALLET_ID_INVALID;

/** A Thai mobile number as people write it: ten digits starting with 0 (landlines have nine). */
const THAI_MOBILE = /^0\d{9}$/;
const EWALLET_ID = /^\d{15}$/;
/** Administrators copy ids as printed ("081-234-5678", "1 2345 67890 12 1"). */
const SEPARATORS = /[\s-]/g;

const REFUSAL_OF: Readonly<Record<PromptPayIdKind, PromptPayIdRefusal>> = {
  phone: ErrorCode.PROMPTPAY_PHONE_INVALID,
  citizen: ErrorCode.PROMPTPAY_CITIZEN_ID_INVALID,
  ewallet: ErrorCode.PROMPTPAY_EWALLET_ID_INVALID,
};

const IS_VALID: Readonly<Record<PromptPayIdKind, (digits: string) => boolean>> = {
  phone: (digits) => THAI_MOBILE.test(digits),
  // A citizen id and a company's tax id share the 13-digit form and its check digit.
  citizen: isValidThaiTaxId,
  ewallet: (digits) => EWALLET_ID.test(digits),
};

/** The id with spaces and dashes taken out, or the refusal of its kind when the digits cannot be one. */
export const checkPromptPayId = (id: PromptPayId): Result<PromptPayId, PromptPayIdRefusal> => {
  const value = id.value.replace(SEPARATORS, '');
  return IS_VALID[id.kind](value) ? ok({ kind: id.kind, value }) : fail(REFUSAL_OF[id.kind]);
};
