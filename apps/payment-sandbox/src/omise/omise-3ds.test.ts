import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp, PUBLIC_BASE_URL } from '../test/build-sandbox-app';
import { chargeCard, control, createToken, getCharge, postCharge } from '../test/omise-test-client';
import { isOmiseSignatureValid, startWebhookReceiver } from '../test/start-webhook-receiver';
import type { OmiseEvent } from './omise-objects';

const RETURN_URI = 'http://localhost:3000/checkout/return?order=42';

let app: FastifyInstance;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  app = await buildSandboxApp({ shopUrl: receiver.url });
});
afterEach(async () => {
  await app.close();
  await receiver.close();
});

const decide = (chargeId: string, decision: string) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/omise/pay/3ds/${chargeId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });

describe('Omise 3-D Secure', () => {
  it.each(['4000000000003063', '4000000000003220'])(
    'leaves card %s pending with an authorize_uri on the sandbox',
    async (number) => {
      const charge = await chargeCard(app, number, { return_uri: RETURN_URI });

      expect(charge).toMatchObject({
        status: 'pending',
        authorized: false,
        paid: false,
        return_uri: RETURN_URI,
        authorize_uri: `${PUBLIC_BASE_URL}/omise/pay/3ds/${charge.id}`,
      });
    },
  );

  it('refuses a 3-D Secure card without a return_uri', async () => {
    const token = await createToken(app, '4000000000003063');
    const response = await postCharge(app, { amount: 5000, currency: 'thb', card: token.id });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_charge',
      message: 'return_uri is required for 3-D Secure',
    });
  });

  it('shows the amount, the card and Pass/Fail buttons on the challenge page', async () => {
    const charge = await chargeCard(app, '4000000000003063', { return_uri: RETURN_URI });

    const page = await app.inject({ method: 'GET', url: `/sandbox/omise/pay/3ds/${charge.id}` });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Omise sandbox · 3-D Secure');
    expect(page.body).toContain('1,500.00');
    expect(page.body).toContain('Visa •••• 3063');
    expect(page.body).toMatch(/<button[^>]*name="decision" value="pass"[^>]*>ยืนยันตัวตน \/ Pass<\/button>/);
    expect(page.body).toMatch(/<button[^>]*name="decision" value="fail"[^>]*>ปฏิเสธ \/ Fail<\/button>/);
    expect(page.body).not.toContain('<script');
  });

  it('passes: the charge becomes successful, the browser goes back to return_uri and a signed webhook follows', async () => {
    const charge = await chargeCard(app, '4000000000003063', { return_uri: RETURN_URI });

    const response = await decide(charge.id, 'pass');

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(RETURN_URI);
    expect(await getCharge(app, charge.id)).toMatchObject({
      status: 'successful',
      paid: true,
      authorized: true,
    });
    const [webhook] = await receiver.waitFor(1);
    expect(webhook?.path).toBe('/webhook/payment/omise');
    expect(webhook?.headers['content-type']).toBe('application/json');
    expect(webhook && isOmiseSignatureValid(webhook)).toBe(true);
    const event = JSON.parse(webhook?.rawBody ?? '{}') as OmiseEvent;
    expect(event).toMatchObject({ object: 'event', key: 'charge.complete', livemode: false });
    expect(event.id).toMatch(/^evnt_test_/);
    expect(event.data).toMatchObject({ id: charge.id, status: 'successful' });
  });

  it('fails: the charge becomes failed with failed_3ds and the browser still goes back', async () => {
    const charge = await chargeCard(app, '4000000000003220', { return_uri: RETURN_URI });

    const response = await decide(charge.id, 'fail');

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(RETURN_URI);
    expect(await getCharge(app, charge.id)).toMatchObject({
      status: 'failed',
      failure_code: 'failed_3ds',
      failure_message: '3-D Secure authentication failed',
    });
  });

  it('only redirects when the charge is no longer pending', async () => {
    const charge = await chargeCard(app, '4000000000003063', { return_uri: RETURN_URI });
    await decide(charge.id, 'fail');

    const response = await decide(charge.id, 'pass');

    expect(response.statusCode).toBe(303);
    expect((await getCharge(app, charge.id)).status).toBe('failed');
  });

  it('sends a card charge to 3-D Secure when the control API asks for it', async () => {
    await control(app, 'POST', '/omise/next-charge', { outcome: 'pending-3ds' });

    const charge = await chargeCard(app, '4242424242424242', { return_uri: RETURN_URI });

    expect(charge.status).toBe('pending');
    expect(charge.authorize_uri).toBe(`${PUBLIC_BASE_URL}/omise/pay/3ds/${charge.id}`);
  });

  it('answers 404 for the page of an unknown charge', async () => {
    const page = await app.inject({ method: 'GET', url: '/sandbox/omise/pay/3ds/chrg_test_none' });

    expect(page.statusCode).toBe(404);
  });
});
