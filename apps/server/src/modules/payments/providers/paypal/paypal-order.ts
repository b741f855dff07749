import { z } from 'zod';
import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { ProviderUnavailableError } from '../../payment-provider';
import { fromPayPalValue } from './paypal-money';

const moneySchema = z.looseObject({ currency_code: z.string(), value: z.string() });

const captureSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  status_details: z.looseObject({ reason: z.string() }).optional(),
  amount: moneySchema.optional(),
});
export type PayPalCapture = z.infer<typeof captureSchema>;

/**
 * The fields of a PayPal order the shop reads (developer.paypal.com Orders v2); others pass.
 * Statuses stay strings: a status PayPal adds later is read as "nothing final yet".
 */
export const payPalOrderSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  purchase_units: z
    .array(
      z.looseObject({
        custom_id: z.string().optional(),
        payments: z.looseObject({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .optional(),
  links: z.array(z.looseObject({ rel: z.string(), href: z.string() })).optional(),
});
export type PayPalOrder = z.infer<typeof payPalOrderSchema>;

/** Reads an answer as an order, or says PayPal answered something else. */
export const readPayPalOrder = (json: unknown, summary: string): PayPalOrder => {
  const order = payPalOrderSchema.safeParse(json);
  if (!order.success)
    throw new ProviderUnavailableError('paypal', `${summary} answered something that is not an order`);
  return order.data;
};

/** Where the buyer approves: `payer-action` (with a payment source) or `approve` (without). */
export const approvalLink = (order: PayPalOrder): string | null =>
  order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href ?? null;

/** The order's capture (one per order with intent CAPTURE; the newest if PayPal lists more). */
export const captureOfOrder = (order: PayPalOrder): PayPalCapture | null =>
  order.purchase_units?.[0]?.payments?.captures?.at(-1) ?? null;

const paid = (capture: PayPalCapture): PaymentOutcome => {
  const amount = capture.amount ? fromPayPalValue(capture.amount.value) : null;
  if (amount === null || !capture.amount)
    throw new ProviderUnavailableError('paypal', `capture ${capture.id} has no readable amount`);
  return { kind: 'succeeded', amount, currency: capture.amount.currency_code.toUpperCase() };
};

/**
 * A capture in the shop's vocabulary. Only a COMPLETED capture (or one partly refunded since)
 * is money taken, with the amount and currency PayPal reports; an order COMPLETED alone is not
 * (developer.paypal.com capture_status).
 */
export const captureOutcome = (capture: PayPalCapture): PaymentOutcome => {
  const reason = capture.status_details?.reason;
  switch (capture.status) {
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
      return paid(capture);
    case 'DECLINED':
      return {
        kind: 'failed',
        code: 'payment_rejected',
        message: `PayPal declined the capture${reason ? ` (${reason})` : ''}`,
      };
    case 'FAILED':
      return {
        kind: 'failed',
        code: 'failed_processing',
        message: `PayPal could not capture the payment${reason ? ` (${reason})` : ''}`,
      };
    case 'REFUNDED':
      return { kind: 'failed', code: 'refunded', message: 'PayPal refunded the whole capture' };
    default:
      // PENDING (e.g. PENDING_REVIEW, an eCheck): PAYMENT.CAPTURE.COMPLETED or DENIED follows.
      return { kind: 'pending' };
  }
};

/**
 * An order in the shop's vocabulary, without capturing: waiting for the buyer or approved is
 * pending, VOIDED (PayPal gave up on it) expired, COMPLETED says what its capture says.
 */
export const orderOutcome = (order: PayPalOrder): PaymentOutcome => {
  if (order.status === 'VOIDED') return { kind: 'expired' };
  if (order.status !== 'COMPLETED') return { kind: 'pending' };
  const capture = captureOfOrder(order);
  return capture ? captureOutcome(capture) : { kind: 'pending' };
};
