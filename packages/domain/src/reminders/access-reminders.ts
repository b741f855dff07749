/** Bangkok keeps UTC+7 all year: a shop day starts at 17:00 UTC the day before. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The days before access ends on which the student is reminded: a week, two days, the last day. */
export const ACCESS_REMINDER_DAYS = [7, 2, 0] as const;
export type AccessReminderDay = (typeof ACCESS_REMINDER_DAYS)[number];

/** The shop day (in Bangkok) a moment falls on, as a count of days. */
const shopDayOf = (moment: Date) => Math.floor((moment.getTime() + BANGKOK_OFFSET_MS) / DAY_MS);

/**
 * The reminder due on the shop day of `now` for access that ends at `expiresAt`: 7 or 2 days
 * before its last day, or on the day itself while it has not yet ended; null on other days.
 */
export const dueAccessReminder = (expiresAt: Date, now: Date): AccessReminderDay | null => {
  if (expiresAt.getTime() <= now.getTime()) return null;
  const daysLeft = shopDayOf(expiresAt) - shopDayOf(now);
  return ACCESS_REMINDER_DAYS.find((day) => day === daysLeft) ?? null;
};

/** The shop day of a moment as YYYY-MM-DD, which names a reminder so it goes once per end date. */
export const shopDateOf = (moment: Date): string =>
  new Date(shopDayOf(moment) * DAY_MS).toISOString().slice(0, 10);
