/** The most an unpaid order's reminder comes before the order is cancelled. */
export const UNPAID_REMINDER_LEAD_MS = 24 * 3_600_000;

/**
 * Whether an unpaid order's reminder is due: time is left to pay, and what is left is at most a
 * day and at most half the time the order was given (an order given two hours hears of it after
 * one, not at once).
 */
export const isUnpaidReminderDue = (order: { createdAt: Date; cancelAt: Date }, now: Date): boolean => {
  const left = order.cancelAt.getTime() - now.getTime();
  if (left <= 0) return false;
  const given = order.cancelAt.getTime() - order.createdAt.getTime();
  return left <= Math.min(UNPAID_REMINDER_LEAD_MS, given / 2);
};
