import { isoSeconds } from '../lib/iso-seconds';
import { setOrderStatus } from './create-paypal-order';
import { payPalApiBase, type PayPalContext } from './paypal-context';
import { PayPalError } from './paypal-error';
import { captureEvent } from './paypal-events';
import { payPalId } from './paypal-ids';
import type { PayPalCapture, PayPalCaptureStatus } from './paypal-objects';
import type { CaptureAnswer, NextCapture, StoredPayPalOrder } from './paypal-store';

const refuse = (issue: string, description: string) => new PayPalError(422, issue, description);

const instrumentDeclined = () =>
  refuse(
    'INSTRUMENT_DECLINED',
    "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
  );

const STATUS_REASONS: Partial<Record<PayPalCaptureStatus, string>> = { PENDING: 'PENDING_REVIEW' };

/** Adds a capture of the order's amount (or the override's) with `status`, and completes the order. */
const addCapture = (
  context: PayPalContext,
  stored: StoredPayPalOrder,
  status: PayPalCaptureStatus,
  override: NextCapture | null,
): PayPalCapture => {
  const { order } = stored;
  const unit = order.purchase_units[0];
  if (!unit) throw new Error(`order ${order.id} has no purchase unit`);
  const id = payPalId();
  const now = isoSeconds(context.now());
  const reason = STATUS_REASONS[status];
  const capture: PayPalCapture = {
    id,
    status,
    ...(reason ? { status_details: { reason } } : {}),
    amount: {
      currency_code: override?.currencyCode ?? unit.amount.currency_code,
      value: override?.value ?? unit.amount.value,
    },
    final_capture: true,
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    ...(unit.invoice_id === undefined ? {} : { invoice_id: unit.invoice_id }),
    ...(unit.custom_id === undefined ? {} : { custom_id: unit.custom_id }),
    create_time: now,
    update_time: now,
    links: [
      { href: `${payPalApiBase(context)}/v2/payments/captures/${id}`, rel: 'self', method: 'GET' },
      { href: `${payPalApiBase(context)}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
    ],
  };
  unit.payments = { captures: [capture] };
  setOrderStatus(context, order, 'COMPLETED');
  const event = captureEvent(context, order.id, capture);
  if (event) context.webhooks.schedule(event);
  return capture;
};

/** What the capture call does to an approved order, by the armed `next-capture` (COMPLETED by default). */
const captureApproved = (context: PayPalContext, stored: StoredPayPalOrder): CaptureAnswer => {
  if (stored.instrumentDeclined) throw instrumentDeclined();
  const next = context.store.nextCapture;
  context.store.nextCapture = null;
  switch (next?.outcome ?? 'COMPLETED') {
    case 'INSTRUMENT_DECLINED':
      // The order stays APPROVED: PayPal wants the buyer sent back to choose another funding source.
      stored.instrumentDeclined = true;
      throw instrumentDeclined();
    case 'ORDER_ALREADY_CAPTURED':
      // An earlier capture went through and its answer was lost: this one is refused.
      addCapture(context, stored, 'COMPLETED', next);
      throw refuse(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    case 'PENDING':
      addCapture(context, stored, 'PENDING', next);
      break;
    case 'DECLINED':
      addCapture(context, stored, 'DECLINED', next);
      break;
    case 'COMPLETED':
      addCapture(context, stored, 'COMPLETED', next);
      break;
  }
  return { status: 201, body: structuredClone(stored.order) };
};

/**
 * `POST /v2/checkout/orders/:id/capture`. The same `PayPal-Request-Id` replays the first answer
 * (PayPal's idempotency), refusals included, so a retried capture never takes the money twice
 * nor takes it after the shop was told no; a second capture with another id is refused with
 * ORDER_ALREADY_CAPTURED.
 */
export const capturePayPalOrder = (
  context: PayPalContext,
  stored: StoredPayPalOrder,
  requestId: string | null,
): CaptureAnswer => {
  const replay = requestId === null ? undefined : stored.captureAnswers.get(requestId);
  if (replay) {
    if ('refusal' in replay) throw replay.refusal;
    return replay.answer;
  }
  try {
    const answer = captureByStatus(context, stored);
    if (requestId !== null) stored.captureAnswers.set(requestId, { answer });
    return answer;
  } catch (error) {
    // Only a refusal of an approved order is PayPal's answer to this request; the others say the
    // order was not ready, and a retry once it is must be performed.
    if (requestId !== null && error instanceof PayPalError && stored.order.status === 'APPROVED')
      stored.captureAnswers.set(requestId, { refusal: error });
    throw error;
  }
};

const captureByStatus = (context: PayPalContext, stored: StoredPayPalOrder): CaptureAnswer => {
  switch (stored.order.status) {
    case 'COMPLETED':
      throw refuse(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    case 'VOIDED':
      throw refuse('ORDER_EXPIRED', 'The order has expired or was voided.');
    case 'CREATED':
    case 'SAVED':
    case 'PAYER_ACTION_REQUIRED':
      throw refuse('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    case 'APPROVED':
      return captureApproved(context, stored);
  }
};
