import { MINOR_PER_MAJOR, type Currency } from './currency';
import type { DisplayLocale } from './format-money';

const INTL_LOCALE: Readonly<Record<DisplayLocale, string>> = { th: 'th-TH', en: 'en-US' };

const formatters = new Map<DisplayLocale, Intl.NumberFormat>();

const formatterFor = (locale: DisplayLocale): Intl.NumberFormat => {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
      useGrouping: true,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
};

/**
 * An amount in minor units as a plain number with grouping and exactly two decimals, without a
 * currency sign ("1,990.00"): the "amount to pay" of spec 2 section 3. Thai uses Western digits.
 */
export const formatAmount = (amountMinor: number, currency: Currency, locale: DisplayLocale): string =>
  formatterFor(locale).format(amountMinor / MINOR_PER_MAJOR[currency]);
