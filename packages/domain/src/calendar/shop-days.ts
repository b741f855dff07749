import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** The shop's calendar: days, months and dates shown are Bangkok's. */
export const SHOP_TIME_ZONE = 'Asia/Bangkok';

const dayStart = (day: string) => {
  const moment = dayjs.tz(`${day} 00:00:00`, 'YYYY-MM-DD HH:mm:ss', SHOP_TIME_ZONE);
  return moment.isValid() && moment.format('YYYY-MM-DD') === day ? moment : null;
};

/**
 * The instants a range of shop days (YYYY-MM-DD, either end optional and inclusive) covers:
 * from the first day's midnight in Bangkok to the midnight after the last day (exclusive).
 * Null when a day is not a real date (2026-02-30).
 */
export const shopDayRange = (
  from: string | undefined,
  to: string | undefined,
): { from: Date | undefined; until: Date | undefined } | null => {
  const start = from === undefined ? undefined : dayStart(from);
  const end = to === undefined ? undefined : dayStart(to);
  if (start === null || end === null) return null;
  return { from: start?.toDate(), until: end?.add(1, 'day').toDate() };
};

/** An instant as the shop's date and time, `YYYY-MM-DD HH:mm:ss` in Bangkok. */
export const shopDateTime = (moment: Date): string =>
  dayjs(moment).tz(SHOP_TIME_ZONE).format('YYYY-MM-DD HH:mm:ss');
