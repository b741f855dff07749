import { z } from 'zod';
import { ATTEMPT_STATES, FLAG_REASONS } from '@shop/domain/payments/attempt-states';

/** What the browser does next for an open attempt: go to the provider's page, or show a QR. */
export const paymentNextActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({ type: z.literal('qr'), image_url: z.string() }),
]);
export type PaymentNextAction = z.infer<typeof paymentNextActionSchema>;

/** One attempt to pay an order, as its buyer may see it (never a provider secret or raw log). */
export const paymentAttemptSummarySchema = z.object({
  /** The specification's `orderPaymentId`. */
  id: z.number().int(),
  payment_method_id: z.number().int(),
  state: z.enum(ATTEMPT_STATES),
  /** Minor units, in the order's currency. */
  amount: z.number().int(),
  currency: z.enum(['THB', 'USD']),
  /** The provider's failure code (e.g. insufficient_fund) when the attempt failed. */
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  /** Why money that arrived waits for an administrator. */
  flag_reason: z.enum(FLAG_REASONS).nullable(),
  next_action: paymentNextActionSchema.nullable(),
  /** UTC; a QR or a 3-D Secure page stops working then. */
  expires_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type PaymentAttemptSummary = z.infer<typeof paymentAttemptSummarySchema>;

/**
 * The `result` of a payment start refused because a payment of the order may already be under
 * way (`PAYMENT_OUTCOME_UNKNOWN`: the provider did not answer; `PAYMENT_IN_PROGRESS`: an earlier
 * attempt is still being checked): the attempt the buyer waits for instead of paying again.
 */
export const paymentUnderWaySchema = z.looseObject({ orderPaymentId: z.number().int() });
export type PaymentUnderWay = z.infer<typeof paymentUnderWaySchema>;
