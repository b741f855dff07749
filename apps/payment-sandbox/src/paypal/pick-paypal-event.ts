import { ControlError } from '../control/control-error';
import { captureOf } from './change-paypal-order';
import type { PayPalContext } from './paypal-context';
import { captureEvent, orderApprovedEvent } from './paypal-events';
import type { PayPalEvent, PayPalEventType } from './paypal-objects';
import type { StoredPayPalOrder } from './paypal-store';

const EVENT_TYPES: readonly PayPalEventType[] = [
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
];

export const parseEventType = (value: unknown): PayPalEventType | null => {
  if (value === undefined) return null;
  const type = EVENT_TYPES.find((candidate) => candidate === value);
  if (!type) throw new ControlError(400, `event_type must be one of ${EVENT_TYPES.join(', ')}`);
  return type;
};

const orderIdOf = (event: PayPalEvent): string =>
  'supplementary_data' in event.resource
    ? event.resource.supplementary_data.related_ids.order_id
    : event.resource.id;

const latestEventOf = (context: PayPalContext, orderId: string) =>
  [...context.store.events.values()].reverse().find((event) => orderIdOf(event) === orderId);

/** A new event of `type` about the order as it is now (whatever its state says). */
const newEvent = (context: PayPalContext, stored: StoredPayPalOrder, type: PayPalEventType, id?: string) => {
  if (type === 'CHECKOUT.ORDER.APPROVED') return orderApprovedEvent(context, stored.order, id);
  const capture = captureOf(stored);
  if (!capture) throw new ControlError(409, 'the order has no capture yet');
  const event = captureEvent(context, stored.order.id, capture, { type, ...(id ? { id } : {}) });
  if (!event) throw new ControlError(409, 'no event for this capture');
  return event;
};

/**
 * The event a control delivery sends. With `event_id` of a stored event: that event again (a
 * duplicate). With `event_type`: a new event of that type, e.g. a late DENIED after a
 * completed capture. Otherwise the order's latest event (the one a lost notification never
 * delivered), or a new one for its state.
 */
export const pickPayPalEvent = (
  context: PayPalContext,
  stored: StoredPayPalOrder,
  request: { eventId: string | null; eventType: PayPalEventType | null },
): PayPalEvent => {
  const known = request.eventId === null ? undefined : context.store.events.get(request.eventId);
  if (known) return known;
  if (request.eventType) return newEvent(context, stored, request.eventType, request.eventId ?? undefined);
  const latest = request.eventId === null ? latestEventOf(context, stored.order.id) : undefined;
  if (latest) return latest;
  const capture = captureOf(stored);
  const type = capture
    ? `PAYMENT.CAPTURE.${capture.status === 'PENDING' ? 'PENDING' : 'COMPLETED'}`
    : 'CHECKOUT.ORDER.APPROVED';
  return newEvent(context, stored, type as PayPalEventType, request.eventId ?? undefined);
};
