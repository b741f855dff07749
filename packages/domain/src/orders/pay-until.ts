const HOUR_MS = 3_600_000;

/**
 * The end of an unpaid order's time to pay: the shop's `auto_cancel` hours from `from`, the
 * order's creation or the moment the shop sent a reported transfer back to be reported again.
 */
export const payUntil = (from: Date, autoCancelHours: number): Date =>
  new Date(from.getTime() + autoCancelHours * HOUR_MS);
