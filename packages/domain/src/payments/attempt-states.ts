/**
 * The states of one attempt to pay an order. `created`: recorded before the provider is called;
 * `pending`: the provider has it and the outcome is not known yet (3-D Secure, a QR waiting to be
 * scanned, a transfer waiting for review); `succeeded`, `failed`, `expired`: the provider's final
 * word; `flagged`: money was reported but the order cannot take it (another amount, already paid,
 * already closed) and an administrator must decide.
 */
export const ATTEMPT_STATES = ['created', 'pending', 'succeeded', 'failed', 'expired', 'flagged'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/** An attempt in one of these may still turn into a payment, so its order must not be cancelled. */
export const isAttemptOpen = (state: AttemptState): boolean => state === 'created' || state === 'pending';

/** A settled or flagged attempt never changes again through a provider message. */
export const isAttemptClosedForGood = (state: AttemptState): boolean =>
  state === 'succeeded' || state === 'flagged';

/** Why an attempt whose money arrived was set aside for an administrator. */
export const FLAG_REASONS = ['amount_mismatch', 'paid_twice', 'order_closed'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
