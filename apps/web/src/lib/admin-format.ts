import type { Currency } from '@shop/domain/money/currency';
import { formatMoney } from '@shop/domain/money/format-money';
import { SHOP_TIME_ZONE } from '@shop/domain/reports/shop-calendar';
import { currentLocale } from './texts';

const intlLocale = () => (currentLocale() === 'en' ? 'en-GB' : 'th-TH');

/** A moment as the back office shows it: date and time in Bangkok, where the shop is; '—' for none. */
export const formatShopDateTime = (iso: string | null): string =>
  iso === null
    ? '—'
    : new Intl.DateTimeFormat(intlLocale(), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: SHOP_TIME_ZONE,
      }).format(new Date(iso));

/** A moment's day in Bangkok; '—' for none. */
export const formatShopDate = (iso: string | null): string =>
  iso === null
    ? '—'
    : new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }).format(
        new Date(iso),
      );

/** A shop day written YYYY-MM-DD, short, for a chart's axis ("3 Apr"). */
export const formatShopDayShort = (day: string): string =>
  new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** An amount in minor units with its currency sign, in the reader's language. */
export const formatShopMoney = (amount: number, currency: Currency): string =>
  formatMoney(amount, currency, currentLocale());
