import { MINOR_PER_MAJOR, type Currency } from './currency';

export type DisplayLocale = 'th' | 'en';

const INTL_LOCALE: Readonly<Record<DisplayLocale, string>> = { th: 'th-TH', en: 'en-US' };

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (locale: DisplayLocale, currency: Currency): Intl.NumberFormat => {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/** An amount in minor units as a price text with two decimals, e.g. "฿1,990.00" or "$59.00". */
export const formatMoney = (amountMinor: number, currency: Currency, locale: DisplayLocale): string =>
  formatterFor(locale, currency).format(amountMinor / MINOR_PER_MAJOR[currency]);
