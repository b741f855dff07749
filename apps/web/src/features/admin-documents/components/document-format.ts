import type { Currency } from '@shop/domain/money/currency';
import { formatAmount } from '@shop/domain/money/format-amount';
import { currentLocale } from '../../../lib/texts';

/** A day as the back office shows it, in Bangkok, where the shop is. */
export const formatDay = (iso: string | null) =>
  iso === null
    ? '—'
    : new Intl.DateTimeFormat(currentLocale() === 'en' ? 'en-GB' : 'th-TH', {
        dateStyle: 'medium',
        timeZone: 'Asia/Bangkok',
      }).format(new Date(iso));

/** An amount with its currency, e.g. "1,605.00 THB". */
export const formatTotal = (amount: number, currency: Currency) =>
  `${formatAmount(amount, currency, currentLocale())} ${currency}`;
