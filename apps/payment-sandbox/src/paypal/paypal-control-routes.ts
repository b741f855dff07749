import type { FastifyInstance } from 'fastify';
import { ControlError } from '../control/control-error';
import { expandBracketKeys } from '../lib/expand-bracket-keys';
import { approvePayPalOrder, finishPendingCapture, voidPayPalOrder } from './change-paypal-order';
import type { PayPalContext } from './paypal-context';
import { parseEventType, pickPayPalEvent } from './pick-paypal-event';
import type { NextCapture } from './paypal-store';

type IdParams = { Params: { id: string } };

const OUTCOMES: readonly NextCapture['outcome'][] = [
  'COMPLETED',
  'PENDING',
  'DECLINED',
  'INSTRUMENT_DECLINED',
  'ORDER_ALREADY_CAPTURED',
];
const MAX_TIMES = 20;

const isOn = (value: unknown) => value === true || value === 'true';

const optionalValue = (value: unknown): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value))
    throw new ControlError(400, 'value must be a decimal string such as "1499.00"');
  return value;
};

const optionalCurrency = (value: unknown): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value))
    throw new ControlError(400, 'currency_code must be three capital letters');
  return value;
};

/** Test-only endpoints under /__control/paypal: the buyer's actions, PayPal's later word, webhooks, tokens. */
export const payPalControlRoutes =
  (context: PayPalContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const storedOrThrow = (id: string) => {
      const stored = context.store.orders.get(id);
      if (!stored) throw new ControlError(404, 'order not found');
      return stored;
    };
    const bodyOf = (body: unknown) => expandBracketKeys(body);

    app.get('/refunds', () => context.store.refunds);

    app.get('/orders', (request) => {
      const { status } = request.query as { status?: string };
      return [...context.store.orders.values()]
        .map((stored) => stored.order)
        .filter((order) => status === undefined || order.status === status)
        .reverse();
    });

    app.get<IdParams>('/orders/:id', (request) => storedOrThrow(request.params.id).order);

    app.post<IdParams>('/orders/:id/approve', (request) => {
      const stored = storedOrThrow(request.params.id);
      if (!approvePayPalOrder(context, stored))
        throw new ControlError(409, 'order is not waiting for approval');
      return stored.order;
    });

    app.post<IdParams>('/orders/:id/complete', (request) => {
      const body = bodyOf(request.body);
      const value = optionalValue(body.value);
      const currencyCode = optionalCurrency(body.currency_code);
      const stored = storedOrThrow(request.params.id);
      const capture = finishPendingCapture(context, stored, {
        status: 'COMPLETED',
        ...(value ? { value } : {}),
        ...(currencyCode ? { currencyCode } : {}),
      });
      if (!capture) throw new ControlError(409, 'the order has no pending capture');
      return stored.order;
    });

    app.post<IdParams>('/orders/:id/fail', (request) => {
      const stored = storedOrThrow(request.params.id);
      if (!finishPendingCapture(context, stored, { status: 'DECLINED' }))
        throw new ControlError(409, 'the order has no pending capture');
      return stored.order;
    });

    app.post<IdParams>('/orders/:id/void', (request) => {
      const stored = storedOrThrow(request.params.id);
      if (!voidPayPalOrder(context, stored))
        throw new ControlError(409, 'a completed order cannot be voided');
      return stored.order;
    });

    app.post<IdParams>('/orders/:id/webhook', async (request) => {
      const body = bodyOf(request.body);
      const times = body.times === undefined ? 1 : Number(body.times);
      if (!Number.isInteger(times) || times < 1 || times > MAX_TIMES)
        throw new ControlError(400, `times must be a whole number from 1 to ${String(MAX_TIMES)}`);
      if (body.event_id !== undefined && typeof body.event_id !== 'string')
        throw new ControlError(400, 'event_id must be a string');
      const event = pickPayPalEvent(context, storedOrThrow(request.params.id), {
        eventId: body.event_id ?? null,
        eventType: parseEventType(body.event_type),
      });
      const variant = { tamper: isOn(body.tamper), reserialize: isOn(body.reserialize) };
      const deliveries = [];
      for (let sent = 0; sent < times; sent += 1)
        deliveries.push(await context.webhooks.deliverNow(event, variant));
      return { event_id: event.id, event_type: event.event_type, deliveries };
    });

    app.post('/next-capture', (request) => {
      const body = bodyOf(request.body);
      const outcome = OUTCOMES.find((candidate) => candidate === body.outcome);
      if (!outcome) throw new ControlError(400, `outcome must be one of ${OUTCOMES.join(', ')}`);
      context.store.nextCapture = {
        outcome,
        value: optionalValue(body.value) ?? null,
        currencyCode: optionalCurrency(body.currency_code) ?? null,
      };
      return { next_capture: context.store.nextCapture };
    });

    app.post('/webhooks', (request) => {
      const { enabled } = bodyOf(request.body);
      if (typeof enabled !== 'boolean') throw new ControlError(400, 'enabled must be true or false');
      context.store.areWebhooksEnabled = enabled;
      return { enabled };
    });

    app.post('/token-ttl', (request) => {
      const seconds = Number(bodyOf(request.body).seconds);
      if (!Number.isInteger(seconds) || seconds < 1)
        throw new ControlError(400, 'seconds must be a whole number above 0');
      context.store.tokenTtlSeconds = seconds;
      return { seconds };
    });

    app.post('/tokens/expire', () => {
      const now = context.now().getTime();
      for (const token of context.store.tokens.keys()) context.store.tokens.set(token, now);
      return { expired: context.store.tokens.size };
    });
    done();
  };
