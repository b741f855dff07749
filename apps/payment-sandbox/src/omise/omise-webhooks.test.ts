import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { chargeCard, chargePromptPay, control, getCharge, secretKeyAuth } from '../test/omise-test-client';
import { isOmiseSignatureValid, startWebhookReceiver } from '../test/start-webhook-receiver';
import type { OmiseEvent } from './omise-objects';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
type Deliveries = { event_id: string; deliveries: { status: number; body: string }[] };

let app: FastifyInstance | undefined;
let receiver: Receiver | undefined;

const setUp = async (statuses: number[] = [200], options: { webhookDelayMs?: number } = {}) => {
  receiver = await startWebhookReceiver(statuses);
  app = await buildSandboxApp({ shopUrl: receiver.url, ...options });
  return { app, receiver };
};

afterEach(async () => {
  await app?.close();
  await receiver?.close();
  app = undefined;
  receiver = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const eventOf = (rawBody: string | undefined) => JSON.parse(rawBody ?? '{}') as OmiseEvent;

describe('Omise webhooks', () => {
  it('posts charge.complete to the shop, signed over the exact bytes it sends', async () => {
    const { app, receiver } = await setUp();
    const charge = await chargeCard(app, '4242424242424242');

    const [webhook] = await receiver.waitFor(1);

    expect(webhook?.path).toBe('/webhook/payment/omise');
    expect(webhook && isOmiseSignatureValid(webhook)).toBe(true);
    expect(Number(webhook?.headers['omise-signature-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
    const event = eventOf(webhook?.rawBody);
    expect(event).toMatchObject({ object: 'event', livemode: false, key: 'charge.complete', data: charge });
    const stored = await app.inject({
      method: 'GET',
      url: `/sandbox/omise/events/${event.id}`,
      headers: secretKeyAuth,
    });
    expect(stored.json()).toEqual(event);
  });

  it('sends nothing for a charge that is still pending', async () => {
    const { app, receiver } = await setUp();
    await chargePromptPay(app);

    await sleep(100);

    expect(receiver.received).toHaveLength(0);
  });

  it('retries the same event after the shop fails, and stops once it answers 2xx', async () => {
    const { app, receiver } = await setUp([500, 503, 200]);
    await chargeCard(app, '4242424242424242');

    const received = await receiver.waitFor(3);
    await sleep(150);

    expect(received).toHaveLength(3);
    expect(new Set(received.map((webhook) => eventOf(webhook.rawBody).id)).size).toBe(1);
  });

  it('gives up after three retries', async () => {
    const { app, receiver } = await setUp([500]);
    await chargeCard(app, '4242424242424242');

    await receiver.waitFor(4);
    await sleep(250);

    expect(receiver.received).toHaveLength(4);
  });

  it('keeps answering when the shop cannot be reached at all', async () => {
    app = await buildSandboxApp({ shopUrl: 'http://127.0.0.1:9' });
    const charge = await chargeCard(app, '4242424242424242');

    await sleep(200);

    expect((await getCharge(app, charge.id)).status).toBe('successful');
  });

  it('stops pending deliveries when the app closes', async () => {
    const { app: closing, receiver } = await setUp([200], { webhookDelayMs: 150 });
    await chargeCard(closing, '4242424242424242');

    await closing.close();
    await sleep(300);

    expect(receiver.received).toHaveLength(0);
  });

  it('loses notifications while webhooks are off, and delivers the same event when asked', async () => {
    const { app, receiver } = await setUp();
    await control(app, 'POST', '/omise/webhooks', { enabled: false });
    const charge = await chargePromptPay(app);
    await control(app, 'POST', `/omise/charges/${charge.id}/succeed`);
    await sleep(100);
    expect(receiver.received).toHaveLength(0);

    const answer = await control<Deliveries>(app, 'POST', `/omise/charges/${charge.id}/webhook`, {});

    expect(answer.deliveries).toEqual([{ status: 200, body: 'shop says 200' }]);
    const [webhook] = receiver.received;
    expect(webhook && isOmiseSignatureValid(webhook)).toBe(true);
    expect(eventOf(webhook?.rawBody)).toMatchObject({
      id: answer.event_id,
      data: { id: charge.id, status: 'successful' },
    });
  });

  it('sends the same event twice when asked for a duplicate', async () => {
    const { app, receiver } = await setUp();
    await control(app, 'POST', '/omise/webhooks', { enabled: false });
    const charge = await chargeCard(app, '4242424242424242');

    const first = await control<Deliveries>(app, 'POST', `/omise/charges/${charge.id}/webhook`, {
      times: 2,
    });
    const again = await control<Deliveries>(app, 'POST', `/omise/charges/${charge.id}/webhook`, {
      eventId: first.event_id,
    });

    expect(first.deliveries).toHaveLength(2);
    expect(again.event_id).toBe(first.event_id);
    const bodies = receiver.received.map((webhook) => webhook.rawBody);
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies).size).toBe(1);
  });

  it('tampers with one byte after signing, so the signature no longer matches', async () => {
    const { app, receiver } = await setUp();
    await control(app, 'POST', '/omise/webhooks', { enabled: false });
    const charge = await chargeCard(app, '4242424242424242');

    await control(app, 'POST', `/omise/charges/${charge.id}/webhook`, { tamper: true });

    const [webhook] = receiver.received;
    expect(webhook && isOmiseSignatureValid(webhook)).toBe(false);
    expect(eventOf(webhook?.rawBody).data.amount).not.toBe(charge.amount);
  });

  it('signs a stale timestamp correctly, one hour old', async () => {
    const { app, receiver } = await setUp();
    await control(app, 'POST', '/omise/webhooks', { enabled: false });
    const charge = await chargeCard(app, '4242424242424242');

    await control(app, 'POST', `/omise/charges/${charge.id}/webhook`, { staleTimestamp: true });

    const [webhook] = receiver.received;
    expect(Number(webhook?.headers['omise-signature-timestamp'])).toBeLessThan(Date.now() / 1000 - 3500);
    expect(webhook && isOmiseSignatureValid(webhook)).toBe(false);
    expect(webhook && isOmiseSignatureValid(webhook, 7200)).toBe(true);
  });

  it('signs with another secret when asked', async () => {
    const { app, receiver } = await setUp();
    await control(app, 'POST', '/omise/webhooks', { enabled: false });
    const charge = await chargeCard(app, '4242424242424242');

    await control(app, 'POST', `/omise/charges/${charge.id}/webhook`, { wrongSecret: true });

    const [webhook] = receiver.received;
    expect(webhook && isOmiseSignatureValid(webhook, 7200)).toBe(false);
  });

  it('sends a late failure for a paid charge without changing the charge', async () => {
    const { app, receiver } = await setUp();
    await control(app, 'POST', '/omise/webhooks', { enabled: false });
    const charge = await chargeCard(app, '4242424242424242');

    await control(app, 'POST', `/omise/charges/${charge.id}/webhook`, { status: 'failed' });

    const [webhook] = receiver.received;
    expect(webhook && isOmiseSignatureValid(webhook)).toBe(true);
    expect(eventOf(webhook?.rawBody).data).toMatchObject({ id: charge.id, status: 'failed', paid: false });
    expect((await getCharge(app, charge.id)).status).toBe('successful');
  });

  it('reports the shop’s answer to each delivery', async () => {
    const { app } = await setUp([401]);
    await control(app, 'POST', '/omise/webhooks', { enabled: false });
    const charge = await chargeCard(app, '4242424242424242');

    const answer = await control<Deliveries>(app, 'POST', `/omise/charges/${charge.id}/webhook`, {
      wrongSecret: true,
    });

    expect(answer.deliveries).toEqual([{ status: 401, body: 'shop says 401' }]);
  });
});
