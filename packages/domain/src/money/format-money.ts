import { amountDigits } from './amount-digits';
import type { Currency } from './currency';

export type DisplayLocale = 'th' | 'en';

const SYMBOL: Readonly<Record<Currency, string>> = { THB: '฿', USD: '$' };

/**
 * An amount in minor units as a price text with two decimals, e.g. "฿1,990.00" or "-$59.00".
 * Thai and English write prices alike (Intl's narrow symbols, th-TH and en-US); the language
 * stays in the signature for one that would not.
 */
export const formatMoney = (amountMinor: number, currency: Currency, _locale: DisplayLocale): string => {
  const digits = amountDigits(amountMinor, currency, 2);
  return digits.startsWith('-') ? `-${SYMBOL[currency]}${digits.slice(1)}` : `${SYMBOL[currency]}${digits}`;
};
