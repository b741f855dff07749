/**
 * What a provider said about one attempt, in the shop's own small vocabulary. Every adapter
 * translates its provider's statuses, events and response codes into one of these; `unknown` is
 * the shop's own word for a call whose answer it did not hear.
 */
export type PaymentOutcome =
  /** The provider took the money: this amount (minor units) in this currency (ISO code, upper case). */
  | { readonly kind: 'succeeded'; readonly amount: number; readonly currency: string }
  /** The provider refused or the buyer declined; `code` is the provider's own failure code. */
  | { readonly kind: 'failed'; readonly code: string; readonly message: string }
  /** Nothing final yet: the buyer is authenticating, scanning, or the provider is processing. */
  | { readonly kind: 'pending' }
  /** The provider gave up waiting for the buyer. */
  | { readonly kind: 'expired' }
  /**
   * The shop did not hear the answer (a time-out, a 5xx, a lost connection): the money may or
   * may not have moved, and only the provider's look-up can say.
   */
  | { readonly kind: 'unknown'; readonly reason: string }
  /** Not about a payment outcome (another event type, a test ping). */
  | { readonly kind: 'ignored'; readonly reason: string };

export type PaymentOutcomeKind = PaymentOutcome['kind'];

export const PAYMENT_OUTCOME_KINDS: readonly PaymentOutcomeKind[] = [
  'succeeded',
  'failed',
  'pending',
  'expired',
  'unknown',
  'ignored',
];
