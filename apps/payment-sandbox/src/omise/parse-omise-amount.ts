import { toWholeNumber } from '../lib/to-whole-number';
import { OmiseError } from './omise-error';

/** Omise's PromptPay ceiling (฿150,000) and everyone's floor (฿20), in satang. */
export const MIN_AMOUNT = 2000;
export const PROMPTPAY_MAX_AMOUNT = 15_000_000;

/** An amount in satang: an integer of at least 2000, or 400 with `code`. */
export const parseOmiseAmount = (value: unknown, code: string): number => {
  const amount = toWholeNumber(value);
  if (amount === null) throw new OmiseError(400, code, 'amount must be an integer');
  if (amount < MIN_AMOUNT) throw new OmiseError(400, code, `amount must be at least ${MIN_AMOUNT}`);
  return amount;
};
