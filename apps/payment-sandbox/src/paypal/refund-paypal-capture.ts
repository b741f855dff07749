import { isoSeconds } from '../lib/iso-seconds';
import { payPalApiBase, type PayPalContext } from './paypal-context';
import { PayPalError } from './paypal-error';
import { payPalId } from './paypal-ids';
import type { PayPalCapture, PayPalMoney, PayPalRefund } from './paypal-objects';
import type { CaptureAnswer } from './paypal-store';

const cents = (value: string) => Math.round(Number(value) * 100);

const findCapture = (context: PayPalContext, captureId: string): PayPalCapture | null => {
  for (const { order } of context.store.orders.values())
    for (const unit of order.purchase_units)
      for (const capture of unit.payments?.captures ?? []) if (capture.id === captureId) return capture;
  return null;
};

const refundedSoFar = (context: PayPalContext, captureId: string) =>
  context.store.refunds
    .filter((refund) => refund.links.some((link) => link.href.endsWith(`/captures/${captureId}`)))
    .reduce((sum, refund) => sum + cents(refund.amount.value), 0);

const amountOf = (body: unknown, capture: PayPalCapture, left: number): PayPalMoney => {
  const requested = (body as { amount?: PayPalMoney } | null)?.amount;
  if (!requested) return { currency_code: capture.amount.currency_code, value: (left / 100).toFixed(2) };
  if (requested.currency_code !== capture.amount.currency_code || !/^\d+(\.\d{1,2})?$/.test(requested.value))
    throw new PayPalError(
      422,
      'INVALID_CURRENCY_CODE',
      'The refund currency or amount does not fit the capture.',
    );
  return requested;
};

/**
 * `POST /v2/payments/captures/:id/refund`: gives back the rest of a completed capture, or the
 * amount asked. The same `PayPal-Request-Id` replays the first answer, so a retried refund never
 * pays out twice; more than what is left is refused (422, as PayPal does).
 */
export const refundPayPalCapture = (
  context: PayPalContext,
  captureId: string,
  body: unknown,
  requestId: string | null,
): CaptureAnswer => {
  const replay = requestId === null ? undefined : context.store.refundAnswers.get(requestId);
  if (replay) return replay;
  const capture = findCapture(context, captureId);
  if (!capture) throw new PayPalError(404, 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
  if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED')
    throw new PayPalError(422, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
  const left = cents(capture.amount.value) - refundedSoFar(context, captureId);
  const amount = amountOf(body, capture, left);
  if (cents(amount.value) > left || cents(amount.value) <= 0)
    throw new PayPalError(
      422,
      'REFUND_AMOUNT_EXCEEDED',
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    );
  const now = isoSeconds(context.now());
  const id = payPalId();
  const refund: PayPalRefund = {
    id,
    status: 'COMPLETED',
    amount,
    ...(capture.invoice_id === undefined ? {} : { invoice_id: capture.invoice_id }),
    create_time: now,
    update_time: now,
    links: [
      { href: `${payPalApiBase(context)}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
      { href: `${payPalApiBase(context)}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
    ],
  };
  context.store.refunds.push(refund);
  capture.status = cents(amount.value) === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  capture.update_time = now;
  const answer = { status: 201, body: refund };
  if (requestId !== null) context.store.refundAnswers.set(requestId, answer);
  return answer;
};
