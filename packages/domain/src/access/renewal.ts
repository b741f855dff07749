/**
 * How long before access ends a renewal plan is offered (docs/decisions/pricing.md). A month is
 * long enough to notice and pay by transfer, short enough not to sell a second term to someone
 * who has just bought the first.
 */
export const RENEWAL_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** One enrolment the owner holds (not revoked): when it ends (null = never) and whether its learning time is spent. */
export type HeldAccess = { expiresAt: Date | null; isUsedUp: boolean };

/**
 * Whether renewal plans are for this viewer: they hold or held the course, no held access is
 * open for good, and the latest open access ends within RENEWAL_WINDOW_DAYS of `now` or has
 * ended. Someone who never held the course (or whose purchase was refunded) buys a default plan.
 */
export const mayRenew = (held: readonly HeldAccess[], now: Date): boolean => {
  if (held.length === 0) return false;
  const openEnds: number[] = [];
  for (const access of held) {
    if (access.isUsedUp) continue;
    if (access.expiresAt === null) return false;
    if (access.expiresAt > now) openEnds.push(access.expiresAt.getTime());
  }
  return openEnds.length === 0 || Math.max(...openEnds) - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS;
};
