import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isShopDay, SHOP_TIME_ZONE, shopDayEnd, shopDayStart } from '../reports/shop-calendar';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The instants a range of shop days (YYYY-MM-DD, either end optional and inclusive) covers:
 * from the first day's midnight in Bangkok to the midnight after the last day (exclusive).
 * Null when a day is not a real date (2026-02-30).
 */
export const shopDayRange = (
  from: string | undefined,
  to: string | undefined,
): { from: Date | undefined; until: Date | undefined } | null => {
  if ((from !== undefined && !isShopDay(from)) || (to !== undefined && !isShopDay(to))) return null;
  return {
    from: from === undefined ? undefined : shopDayStart(from),
    until: to === undefined ? undefined : shopDayEnd(to),
  };
};

/** An instant as the shop's date and time, `YYYY-MM-DD HH:mm:ss` in Bangkok. */
export const shopDateTime = (moment: Date): string =>
  dayjs(moment).tz(SHOP_TIME_ZONE).format('YYYY-MM-DD HH:mm:ss');
