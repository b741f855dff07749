/** Seconds since 2024-01-01 fill six base-36 digits until 2092. */
const EPOCH_SECONDS = Date.UTC(2024, 0, 1) / 1000;
const TIME_DIGITS = 6;

/**
 * The merchant's `referenceNo` of one attempt: at most 15 characters and unique (research §3.3).
 * Six base-36 digits of the time keep it unique across databases (a reset shop, a staging copy);
 * the attempt id follows, so a notification about an attempt whose start answer was lost still
 * finds it. GB's own plugins build theirs the same way (time digits + order number).
 */
export const gbPrimeReferenceNo = (attemptId: number, now: Date): string => {
  const seconds = Math.max(0, Math.floor(now.getTime() / 1000 - EPOCH_SECONDS));
  const time = seconds.toString(36).padStart(TIME_DIGITS, '0').slice(-TIME_DIGITS);
  return `${time}${attemptId.toString(36)}`.toUpperCase();
};

/** The attempt id a referenceNo of ours carries, or null for one we did not make. */
export const attemptIdOfReference = (referenceNo: string): number | null => {
  if (!/^[0-9A-Z]{7,15}$/.test(referenceNo)) return null;
  const id = parseInt(referenceNo.slice(TIME_DIGITS), 36);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};
