import { amountDigits } from './amount-digits';
import type { Currency } from './currency';
import type { DisplayLocale } from './format-money';

/**
 * An amount in minor units as a plain number with grouping and exactly two decimals, without a
 * currency sign ("1,990.00"): the "amount to pay" of spec 2 section 3. Thai uses Western digits,
 * as English does.
 */
export const formatAmount = (amountMinor: number, currency: Currency, _locale: DisplayLocale): string =>
  amountDigits(amountMinor, currency, 2);
