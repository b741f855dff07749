import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import {
  approveOnPage,
  bearer,
  capture,
  control,
  createOrder,
  verify,
  verifyBody,
} from '../test/paypal-test-client';
import { type ReceivedWebhook, startWebhookReceiver } from '../test/start-webhook-receiver';
import type { PayPalEvent } from './paypal-objects';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

let app: FastifyInstance | undefined;
let receiver: Receiver | undefined;

const setUp = async (statuses: number[] = [200]) => {
  receiver = await startWebhookReceiver(statuses);
  app = await buildSandboxApp({ shopUrl: receiver.url });
  return { app, receiver, auth: await bearer(app) };
};

afterEach(async () => {
  await app?.close();
  await receiver?.close();
  app = undefined;
  receiver = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const eventOf = (webhook: ReceivedWebhook | undefined) => JSON.parse(webhook?.rawBody ?? '{}') as PayPalEvent;
const headersOf = (webhook: ReceivedWebhook | undefined) => webhook?.headers ?? {};

/** Asks the sandbox whether `webhook` is genuine, with `rawEvent` as the event's text. */
const verdict = async (
  app: FastifyInstance,
  auth: Record<string, string>,
  webhook: ReceivedWebhook | undefined,
  rawEvent = webhook?.rawBody ?? '',
  webhookId?: string,
) =>
  (await verify(app, auth, verifyBody(headersOf(webhook), rawEvent, webhookId))).json<{
    verification_status: string;
  }>().verification_status;

describe('PayPal sandbox webhooks', () => {
  it('posts CHECKOUT.ORDER.APPROVED with the transmission headers when the buyer approves', async () => {
    const { app, receiver, auth } = await setUp();
    const order = await createOrder(app, auth);

    await approveOnPage(app, order.id);

    const [webhook] = await receiver.waitFor(1);
    expect(webhook?.path).toBe('/webhook/payment/paypal');
    const headers = headersOf(webhook);
    expect(headers['paypal-auth-algo']).toBe('SHA256withRSA');
    expect(headers['paypal-cert-url']).toContain('/paypal/v1/notifications/certs/');
    for (const name of ['paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'])
      expect(headers[name]).toMatch(/\S/);
    expect(eventOf(webhook).id).toMatch(/^WH-/);
    expect(eventOf(webhook)).toMatchObject({
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource_type: 'checkout-order',
      resource: { id: order.id, status: 'APPROVED' },
    });
  });

  it('verifies only the body it sent, byte for byte: a re-serialised or altered body is FAILURE', async () => {
    const { app, receiver, auth } = await setUp();
    const order = await createOrder(app, auth);
    await approveOnPage(app, order.id);
    const [webhook] = await receiver.waitFor(1);
    const raw = webhook?.rawBody ?? '';

    expect(await verdict(app, auth, webhook)).toBe('SUCCESS');
    expect(await verdict(app, auth, webhook, JSON.stringify(JSON.parse(raw)))).toBe('FAILURE');
    expect(await verdict(app, auth, webhook, raw.replace('"APPROVED"', '"COMPLETED"'))).toBe('FAILURE');
    expect(await verdict(app, auth, webhook, raw, 'ANOTHERWEBHOOKID')).toBe('FAILURE');
  });

  it('answers FAILURE for a transmission it never sent', async () => {
    const { app, auth } = await setUp();
    const forged = {
      headers: {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
        'paypal-transmission-id': '7b0c1e0a-0000-0000-0000-000000000000',
        'paypal-transmission-sig': 'c2lnbmF0dXJl',
        'paypal-transmission-time': '2026-01-01T00:00:00Z',
      },
      path: '',
      rawBody: '{"id":"WH-FORGED","event_type":"PAYMENT.CAPTURE.COMPLETED"}',
    };

    expect(await verdict(app, auth, forged)).toBe('FAILURE');
  });

  it('refuses a verification request without the transmission fields', async () => {
    const { app, auth } = await setUp();

    const response = await verify(app, auth, '{"webhook_id":"x","webhook_event":{}}');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ issue: 'VALIDATION_ERROR' }] });
  });

  it('names the order of a capture event in supplementary_data.related_ids.order_id', async () => {
    const { app, receiver, auth } = await setUp();
    const order = await createOrder(app, auth);
    await approveOnPage(app, order.id);
    await receiver.waitFor(1);

    await capture(app, auth, order.id);

    const [, webhook] = await receiver.waitFor(2);
    expect(eventOf(webhook)).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        status: 'COMPLETED',
        custom_id: '34',
        amount: { value: '1500.00' },
        supplementary_data: { related_ids: { order_id: order.id } },
      },
    });
    expect(await verdict(app, auth, webhook)).toBe('SUCCESS');
  });

  it('sends PAYMENT.CAPTURE.PENDING, then PAYMENT.CAPTURE.COMPLETED when the pending capture completes', async () => {
    const { app, receiver, auth } = await setUp();
    const order = await createOrder(app, auth);
    await approveOnPage(app, order.id);
    await control(app, '/next-capture', { outcome: 'PENDING' });
    await capture(app, auth, order.id);
    await receiver.waitFor(2);

    await control(app, `/orders/${order.id}/complete`);

    const received = await receiver.waitFor(3);
    expect(received.map((webhook) => eventOf(webhook).event_type)).toEqual([
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.PENDING',
      'PAYMENT.CAPTURE.COMPLETED',
    ]);
  });

  it('retries after the shop fails and stops once it answers 2xx', async () => {
    const { app, receiver, auth } = await setUp([500, 503, 200]);
    const order = await createOrder(app, auth);

    await approveOnPage(app, order.id);

    const received = await receiver.waitFor(3);
    await sleep(150);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((webhook) => eventOf(webhook).id)).size).toBe(1);
  });

  it('delivers on demand: the same event again, a tampered copy and a re-serialised copy', async () => {
    const { app, receiver, auth } = await setUp();
    const order = await createOrder(app, auth);
    await control(app, '/webhooks', { enabled: false });
    await approveOnPage(app, order.id);

    const again = await control(app, `/orders/${order.id}/webhook`, { times: 2 });
    const tampered = await control(app, `/orders/${order.id}/webhook`, { tamper: true });
    const reserialised = await control(app, `/orders/${order.id}/webhook`, { reserialize: true });

    expect(again.json()).toMatchObject({
      event_type: 'CHECKOUT.ORDER.APPROVED',
      deliveries: [{ status: 200 }, { status: 200 }],
    });
    expect(tampered.json<{ event_id: string }>().event_id).toBe(again.json<{ event_id: string }>().event_id);
    expect(reserialised.json<{ event_id: string }>().event_id).toBe(
      again.json<{ event_id: string }>().event_id,
    );
    const received = await receiver.waitFor(4);
    expect(received[2]?.rawBody).not.toBe(received[0]?.rawBody);
    expect(received[3]?.rawBody).toBe(JSON.stringify(JSON.parse(received[0]?.rawBody ?? '')));
    expect(await verdict(app, auth, received[0])).toBe('SUCCESS');
    expect(await verdict(app, auth, received[2])).toBe('FAILURE');
    expect(await verdict(app, auth, received[3])).toBe('FAILURE');
  });
});
