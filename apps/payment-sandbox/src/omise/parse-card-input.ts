import { toWholeNumber } from '../lib/to-whole-number';
import { isLuhnValid } from './is-luhn-valid';
import { OmiseError } from './omise-error';

/** The card fields of `POST /tokens`, checked. */
export type CardInput = {
  name: string | null;
  number: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
};

const invalidCard = (message: string) => new OmiseError(400, 'invalid_card', message);

/** JSON clients may send numbers where a form sends digits. */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const fourDigitYear = (year: number): number => (year < 100 ? 2000 + year : year);

/** `card[...]` of a token request -> the card, or 400 `invalid_card` naming the field at fault. */
export const parseCardInput = (body: Record<string, unknown>, now: Date): CardInput => {
  const card = body.card;
  if (typeof card !== 'object' || card === null) throw invalidCard('card is missing');
  const fields = card as Record<string, unknown>;
  const number = textOf(fields.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !isLuhnValid(number)) throw invalidCard('number is invalid');
  const month = toWholeNumber(fields.expiration_month);
  if (month === null || month < 1 || month > 12)
    throw invalidCard('expiration month is not between 1 and 12');
  const rawYear = toWholeNumber(fields.expiration_year);
  if (rawYear === null || rawYear < 0) throw invalidCard('expiration year is invalid');
  const year = fourDigitYear(rawYear);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) throw invalidCard('expiration date cannot be in the past');
  const securityCode = textOf(fields.security_code);
  if (!/^\d{3,4}$/.test(securityCode)) throw invalidCard('security code is invalid');
  const name = typeof fields.name === 'string' && fields.name.trim() !== '' ? fields.name.trim() : null;
  return { name, number, expirationMonth: month, expirationYear: year, securityCode };
};
