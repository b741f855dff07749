/** Whole seconds from `now` until `expiresAt` (ISO), never below 0; null when there is no expiry. */
export const secondsLeft = (expiresAt: string | null, now: number): number | null => {
  if (expiresAt === null) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 1_000));
};

/** Seconds as m:ss, or h:mm:ss from an hour on: 125 -> "2:05". */
export const formatCountdown = (seconds: number): string => {
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const secs = String(seconds % 60).padStart(2, '0');
  return hours > 0
    ? `${String(hours)}:${String(minutes).padStart(2, '0')}:${secs}`
    : `${String(minutes)}:${secs}`;
};
