import { randomUUID } from 'node:crypto';
import { isLuhnValid } from '../omise/is-luhn-valid';
import { incomplete } from './gbprime-error';
import type { GbPrimeContext } from './gbprime-context';
import { maskCardNumber } from './gbprime-test-cards';

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : null;

const refusal = (resultCode: string, resultMessage: string) => ({ resultCode, resultMessage });

/** The last moment a card expiring in `month`/`year` (2 or 4 digits) still works. */
const endOfExpiryMonth = (month: number, year: number): Date =>
  new Date(Date.UTC(year < 100 ? 2000 + year : year, month, 1));

/**
 * `POST /v2/tokens`: `{ rememberCard, card: { number, expirationMonth, expirationYear,
 * securityCode, name } }`. GB answers card problems with HTTP 200 and a resultCode (its plugins
 * branch on "02" invalid data and "54" expired card); a body without a card is a 400.
 */
export const createGbPrimeToken = (context: GbPrimeContext, body: unknown) => {
  const given: unknown = (body as { card?: unknown } | null)?.card;
  if (typeof given !== 'object' || given === null) throw incomplete('card');
  const card = given as Record<string, unknown>;
  const number = (text(card.number) ?? '').replace(/\s/g, '');
  const month = text(card.expirationMonth) ?? '';
  const year = text(card.expirationYear) ?? '';
  const securityCode = text(card.securityCode) ?? '';
  const name = text(card.name) ?? '';
  if (!/^\d{13,19}$/.test(number) || !isLuhnValid(number)) return refusal('02', 'Invalid card number');
  if (!/^(0?[1-9]|1[0-2])$/.test(month) || !/^(\d{2}|\d{4})$/.test(year))
    return refusal('02', 'Invalid expiration date');
  if (!/^\d{3,4}$/.test(securityCode)) return refusal('02', 'Invalid security code');
  if (endOfExpiryMonth(Number(month), Number(year)) <= context.now()) return refusal('54', 'Expired card');
  const token = randomUUID();
  const expirationMonth = month.padStart(2, '0');
  const expirationYear = year.slice(-2);
  context.store.cards.set(token, { token, number, name, expirationMonth, expirationYear });
  return {
    resultCode: '00',
    resultMessage: 'Success',
    rememberCard: (body as { rememberCard?: unknown }).rememberCard === true,
    card: {
      token,
      number: maskCardNumber(number),
      expirationMonth,
      expirationYear,
      name,
      securityCode: 'XXX',
    },
  };
};
