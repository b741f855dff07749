import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

const SHOP_ZONE = 'Asia/Bangkok';

/** A transfer may be reported up to this long "in the future", for a phone clock a little fast. */
const CLOCK_SLACK_MS = 10 * 60_000;

/**
 * The moment a buyer says they transferred: the date (YYYY-MM-DD) and time (HH:mm:ss) they typed
 * on the shop's Bangkok calendar, as a UTC instant. Null when either is not a real date or time.
 */
export const transferMoment = (date: string, time: string): Date | null => {
  const moment = dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm:ss', SHOP_ZONE);
  if (!moment.isValid() || moment.format('YYYY-MM-DD HH:mm:ss') !== `${date} ${time}`) return null;
  return moment.toDate();
};

/** A transfer cannot have happened after the report is made (beyond a small clock slack). */
export const isTransferInFuture = (moment: Date, now: Date): boolean =>
  moment.getTime() > now.getTime() + CLOCK_SLACK_MS;

/** A UTC instant as the Bangkok date and time the specification shows (YYYY-MM-DD, HH:mm:ss). */
export const bangkokDateAndTime = (moment: Date): { date: string; time: string } => {
  const local = dayjs(moment).tz(SHOP_ZONE);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm:ss') };
};
