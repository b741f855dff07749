import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { ProviderRefusedError, ProviderUnavailableError, type CardDetails } from '../../payment-provider';
import { minorFromDecimal } from './twoc2p-amount';
import type { TwoC2pAnswer } from './twoc2p-api';
import { meaningOf } from './twoc2p-codes';

/** ISO 4217 numeric codes 2C2P's older answers use, for the two currencies the shop sells in. */
const NUMERIC_CURRENCIES: Readonly<Record<string, string>> = { '764': 'THB', '840': 'USD' };

const currencyOf = (value: unknown): string => {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return NUMERIC_CURRENCIES[text] ?? text.toUpperCase();
};

/** A masked card number as 2C2P prints it, e.g. 411111XXXXXX1111. */
const MASKED_CARD = /^\d{4,8}X+(\d{4})$/;

/** The card 2C2P says paid, when it was a card (never a full number: 2C2P only sends it masked). */
export const cardDetailsOf = (claims: Readonly<Record<string, unknown>>): CardDetails | null => {
  const masked = [claims.cardNo, claims.pan, claims.accountNo].find(
    (value): value is string => typeof value === 'string' && MASKED_CARD.test(value),
  );
  const lastDigits = masked ? MASKED_CARD.exec(masked)?.[1] : undefined;
  if (!lastDigits) return null;
  const bank = typeof claims.issuerBank === 'string' && claims.issuerBank !== '' ? claims.issuerBank : null;
  return { last_digits: lastDigits, bank };
};

/**
 * What 2C2P's signed inquiry answer says about the payment. A paid answer reports 2C2P's amount
 * and currency, converted exactly, so the core compares them with the order; an amount that
 * cannot be read is reported as -1, which the core flags for an administrator instead of losing
 * money that arrived. A refusal of the request or a code nobody knows changes nothing.
 */
export const inquiryOutcome = (answer: TwoC2pAnswer): PaymentOutcome => {
  const { respCode, respDesc, claims } = answer;
  const meaning = meaningOf(respCode);
  if (!answer.isSigned && meaning.kind !== 'refused')
    throw new ProviderUnavailableError('2c2p', `2C2P answered ${respCode} without a signature`);
  switch (meaning.kind) {
    case 'paid':
      return {
        kind: 'succeeded',
        amount: minorFromDecimal(claims.amount) ?? -1,
        currency: currencyOf(claims.currencyCode),
      };
    case 'pending':
      return { kind: 'pending' };
    case 'expired':
      return { kind: 'expired' };
    case 'failed':
      return { kind: 'failed', code: meaning.code, message: `2C2P ${respCode}: ${respDesc}` };
    case 'refused':
      throw new ProviderRefusedError('2c2p', answer.httpStatus, respCode, `2C2P refused: ${respDesc}`);
    case 'unknown':
      throw new ProviderUnavailableError('2c2p', `2C2P answered ${respCode || 'no code'}: ${respDesc}`);
  }
};
