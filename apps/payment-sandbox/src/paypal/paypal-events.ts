import { isoSeconds } from '../lib/iso-seconds';
import { payPalApiBase, type PayPalContext } from './paypal-context';
import { payPalEventId } from './paypal-ids';
import type { PayPalCapture, PayPalEvent, PayPalEventType, PayPalOrder } from './paypal-objects';

const SUMMARIES: Readonly<Record<PayPalEventType, string>> = {
  'CHECKOUT.ORDER.APPROVED': 'An order has been approved by buyer',
  'PAYMENT.CAPTURE.COMPLETED': 'Payment completed',
  'PAYMENT.CAPTURE.PENDING': 'Payment pending',
  'PAYMENT.CAPTURE.DENIED': 'Payment denied',
  'PAYMENT.CAPTURE.DECLINED': 'Payment declined',
};

const store = (context: PayPalContext, event: PayPalEvent) => {
  context.store.events.set(event.id, event);
  return event;
};

const eventOf = (
  context: PayPalContext,
  type: PayPalEventType,
  resource: PayPalEvent['resource'],
  resourceType: PayPalEvent['resource_type'],
  id = payPalEventId(),
): PayPalEvent =>
  store(context, {
    id,
    event_version: '1.0',
    create_time: isoSeconds(context.now()),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: type,
    summary: SUMMARIES[type],
    // A snapshot: later changes of the order must not leak into an event already sent.
    resource: structuredClone(resource),
    links: [
      {
        href: `${payPalApiBase(context)}/v1/notifications/webhooks-events/${id}`,
        rel: 'self',
        method: 'GET',
      },
    ],
  });

/** `CHECKOUT.ORDER.APPROVED`: the resource is the order. */
export const orderApprovedEvent = (context: PayPalContext, order: PayPalOrder, id?: string) =>
  eventOf(context, 'CHECKOUT.ORDER.APPROVED', order, 'checkout-order', id);

const CAPTURE_EVENTS: Readonly<Record<PayPalCapture['status'], PayPalEventType | null>> = {
  COMPLETED: 'PAYMENT.CAPTURE.COMPLETED',
  PENDING: 'PAYMENT.CAPTURE.PENDING',
  DECLINED: 'PAYMENT.CAPTURE.DECLINED',
  FAILED: 'PAYMENT.CAPTURE.DENIED',
  PARTIALLY_REFUNDED: null,
  REFUNDED: null,
};

/**
 * `PAYMENT.CAPTURE.*`: the resource is the capture, which names its order only in
 * `supplementary_data.related_ids.order_id`. A pending capture that is refused later is DENIED.
 */
export const captureEvent = (
  context: PayPalContext,
  orderId: string,
  capture: PayPalCapture,
  options: { type?: PayPalEventType; id?: string } = {},
) => {
  const type = options.type ?? CAPTURE_EVENTS[capture.status];
  if (!type) return null;
  const resource = { ...capture, supplementary_data: { related_ids: { order_id: orderId } } };
  return eventOf(context, type, resource, 'capture', options.id);
};
