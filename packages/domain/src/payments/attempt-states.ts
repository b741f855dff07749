/**
 * The states of one attempt to pay an order. `created`: recorded before the provider is called;
 * `pending`: the provider has it and the outcome is not known yet (3-D Secure, a QR waiting to be
 * scanned, a transfer waiting for review); `unknown`: the shop did not hear the provider's answer
 * (the call timed out or failed after the provider may have taken the money, or the process
 * stopped between the call and writing its answer) and must find out through the provider's
 * look-up; `succeeded`, `failed`, `expired`: the provider's final word; `flagged`: money was
 * reported but the order cannot take it (another amount, already paid, already closed) and it
 * waits for a refund or an administrator; `refunded`: such money went back to the buyer through
 * the provider.
 */
export const ATTEMPT_STATES = [
  'created',
  'pending',
  'unknown',
  'succeeded',
  'failed',
  'expired',
  'flagged',
  'refunded',
] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/** An attempt in one of these may still turn into a payment, so its order must not be cancelled. */
export const isAttemptOpen = (state: AttemptState): boolean =>
  state === 'created' || state === 'pending' || state === 'unknown';

/** The states of an attempt that may still become a payment. */
export const OPEN_ATTEMPT_STATES = ATTEMPT_STATES.filter(isAttemptOpen);

/**
 * The shop does not know yet whether the provider took money for this attempt: its call is under
 * way (`created`) or its answer was lost (`unknown`). A new attempt on the order waits for the
 * answer, so a buyer is never charged twice because the shop did not hear the first charge.
 */
export const isOutcomeUnknown = (state: AttemptState): boolean => state === 'created' || state === 'unknown';

/** A settled, flagged or refunded attempt never changes again through a provider message. */
export const isAttemptClosedForGood = (state: AttemptState): boolean =>
  state === 'succeeded' || state === 'flagged' || state === 'refunded';

/** Why an attempt whose money arrived was set aside. */
export const FLAG_REASONS = ['amount_mismatch', 'paid_twice', 'order_closed'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/**
 * Money set aside for one of these reasons goes back to the buyer on its own, through the
 * provider where it has a refund call: the order was paid by another attempt, or closed before the
 * money arrived. Another amount than the order's waits for an administrator, who may still accept
 * it (a bank's rounding, a buyer who paid the difference).
 */
export const isRefundedOnItsOwn = (reason: FlagReason): boolean =>
  reason === 'paid_twice' || reason === 'order_closed';
