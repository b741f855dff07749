import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** The shop's calendar: its days and months begin at midnight in Thailand. */
export const SHOP_TIME_ZONE = 'Asia/Bangkok';

const DAY_FORMAT = 'YYYY-MM-DD';

/** Whether a text is a real calendar day written as YYYY-MM-DD (not 2026-02-30). */
export const isShopDay = (day: string): boolean => dayjs(day, DAY_FORMAT, true).isValid();

/** The shop day (YYYY-MM-DD in Asia/Bangkok) a moment falls on. */
export const shopDayOf = (moment: Date): string => dayjs(moment).tz(SHOP_TIME_ZONE).format(DAY_FORMAT);

/** The moment a shop day begins: midnight in Bangkok. */
export const shopDayStart = (day: string): Date => dayjs.tz(day, DAY_FORMAT, SHOP_TIME_ZONE).toDate();

/** The moment a shop day ends, which is the moment the next one begins. */
export const shopDayEnd = (day: string): Date =>
  dayjs.tz(day, DAY_FORMAT, SHOP_TIME_ZONE).add(1, 'day').toDate();

/**
 * The moments a range of shop days covers, for a list's date filter: from the start of `from`
 * up to (not including) the end of `to`. A missing side leaves the range open there.
 */
export const shopDaysSpan = (
  from: string | undefined,
  to: string | undefined,
): { start: Date | null; end: Date | null } => ({
  start: from === undefined ? null : shopDayStart(from),
  end: to === undefined ? null : shopDayEnd(to),
});

/** The first day of the shop month that `now` falls in. */
export const shopMonthStartDay = (now: Date): string =>
  dayjs(now).tz(SHOP_TIME_ZONE).startOf('month').format(DAY_FORMAT);

/** The `count` shop days that end with the day of `now`, oldest first. */
export const lastShopDays = (now: Date, count: number): string[] => {
  const today = dayjs.tz(shopDayOf(now), DAY_FORMAT, SHOP_TIME_ZONE);
  return Array.from({ length: count }, (_, index) =>
    today.subtract(count - 1 - index, 'day').format(DAY_FORMAT),
  );
};
