import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp, PUBLIC_BASE_URL } from '../test/build-sandbox-app';
import {
  approveOnPage,
  bearer,
  capture,
  control,
  createOrder,
  getOrder,
  orderBody,
  postOrder,
} from '../test/paypal-test-client';
import type { PayPalOrder } from './paypal-objects';

let app: FastifyInstance | undefined;
const setUp = async () => {
  app = await buildSandboxApp();
  return { app, auth: await bearer(app) };
};
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const captureOf = (order: PayPalOrder) => order.purchase_units[0]?.payments?.captures[0];

/** An order the buyer approved on PayPal's page. */
const approvedOrder = async (app: FastifyInstance, auth: Record<string, string>) => {
  const order = await createOrder(app, auth);
  expect((await approveOnPage(app, order.id)).statusCode).toBe(303);
  return order;
};

describe('PayPal sandbox orders', () => {
  it('creates an order waiting for the payer, with the payer-action link to the checkout page', async () => {
    const { app, auth } = await setUp();

    const response = await postOrder(app, auth);

    expect(response.statusCode).toBe(201);
    const order = response.json<PayPalOrder>();
    expect(order.id).toMatch(/^[0-9A-Z]{17}$/);
    expect(order).toMatchObject({
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [
        { reference_id: 'order-12', custom_id: '34', amount: { currency_code: 'THB', value: '1500.00' } },
      ],
    });
    expect(order.links).toContainEqual({
      href: `${PUBLIC_BASE_URL}/paypal/checkoutnow?token=${order.id}`,
      rel: 'payer-action',
      method: 'GET',
    });
  });

  it('answers CREATED with an approve link when the request names no payment source', async () => {
    const { app, auth } = await setUp();
    const { payment_source: _ignored, ...body } = orderBody();

    const order = (await postOrder(app, auth, body)).json<PayPalOrder>();

    expect(order.status).toBe('CREATED');
    expect(order.links.map((link) => link.rel)).toContain('approve');
  });

  it('answers the same order for the same PayPal-Request-Id', async () => {
    const { app, auth } = await setUp();
    const headers = { ...auth, 'paypal-request-id': 'shop-attempt-34' };

    const first = (await postOrder(app, headers)).json<PayPalOrder>();
    const again = (await postOrder(app, headers)).json<PayPalOrder>();
    const other = (
      await postOrder(app, { ...auth, 'paypal-request-id': 'shop-attempt-35' })
    ).json<PayPalOrder>();

    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it.each([
    ['three decimals', { currency_code: 'THB', value: '1500.001' }, 'DECIMAL_PRECISION'],
    ['an unknown currency', { currency_code: 'XYZ', value: '1500.00' }, 'CURRENCY_NOT_SUPPORTED'],
    ['a number instead of a string', { currency_code: 'THB', value: 1500 }, 'INVALID_PARAMETER_VALUE'],
  ])('refuses an amount with %s in PayPal’s error shape', async (_name, amount, issue) => {
    const { app, auth } = await setUp();

    const response = await postOrder(
      app,
      auth,
      orderBody({ purchase_units: [{ reference_id: 'x', amount }] }),
    );

    expect(response.statusCode).toBe(400);
    const refusal = response.json<{ name: string; debug_id: string; details: { issue: string }[] }>();
    expect(refusal).toMatchObject({ name: 'INVALID_REQUEST', details: [{ issue }] });
    expect(refusal.debug_id).not.toBe('');
  });

  it('answers 404 RESOURCE_NOT_FOUND for an order it does not know', async () => {
    const { app, auth } = await setUp();

    const response = await getOrder(app, auth, 'NOSUCHORDER000000');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
  });

  it('refuses to capture before the buyer approves', async () => {
    const { app, auth } = await setUp();
    const order = await createOrder(app, auth);

    const response = await capture(app, auth, order.id);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
    });
  });

  it('shows the amount on the checkout page and sends the approving buyer back with token and PayerID', async () => {
    const { app, auth } = await setUp();
    const order = await createOrder(app, auth);

    const page = await app.inject({ method: 'GET', url: `/sandbox/paypal/checkoutnow?token=${order.id}` });
    const approved = await approveOnPage(app, order.id);

    expect(page.body).toContain('฿1,500.00 THB');
    expect(page.body).toContain('Pay Now');
    expect(page.body).toContain('Cancel and return');
    expect(approved.headers.location).toBe(
      `http://localhost:3000/payment/12?attempt=34&token=${order.id}&PayerID=BUYERSANDBOX01`,
    );
    expect((await getOrder(app, auth, order.id)).json()).toMatchObject({
      status: 'APPROVED',
      payer: { payer_id: 'BUYERSANDBOX01' },
    });
  });

  it('sends a cancelling buyer back to the cancel address and leaves the order unapproved', async () => {
    const { app, auth } = await setUp();
    const order = await createOrder(app, auth);

    const cancelled = await approveOnPage(app, order.id, 'cancel');

    expect(cancelled.headers.location).toBe(`http://localhost:3000/payment/12?attempt=34&token=${order.id}`);
    expect((await getOrder(app, auth, order.id)).json()).toMatchObject({ status: 'PAYER_ACTION_REQUIRED' });
  });

  it('captures an approved order: the capture is COMPLETED with the order amount', async () => {
    const { app, auth } = await setUp();
    const order = await approvedOrder(app, auth);

    const response = await capture(app, auth, order.id, 'capture-1');

    expect(response.statusCode).toBe(201);
    const captured = response.json<PayPalOrder>();
    expect(captured.status).toBe('COMPLETED');
    expect(captureOf(captured)).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'THB', value: '1500.00' },
      custom_id: '34',
      invoice_id: 'shop-12-34',
    });
  });

  it('never captures twice: the same request id replays the answer, another is ORDER_ALREADY_CAPTURED', async () => {
    const { app, auth } = await setUp();
    const order = await approvedOrder(app, auth);
    const first = (await capture(app, auth, order.id, 'capture-1')).json<PayPalOrder>();

    const replay = await capture(app, auth, order.id, 'capture-1');
    const second = await capture(app, auth, order.id, 'capture-2');

    expect(replay.statusCode).toBe(201);
    expect(captureOf(replay.json<PayPalOrder>())?.id).toBe(captureOf(first)?.id);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
  });

  it.each([
    ['PENDING', 'PENDING'],
    ['DECLINED', 'DECLINED'],
  ])('makes the next capture %s when told', async (outcome, status) => {
    const { app, auth } = await setUp();
    const order = await approvedOrder(app, auth);
    await control(app, '/next-capture', { outcome });

    const captured = (await capture(app, auth, order.id)).json<PayPalOrder>();

    expect(captured.status).toBe('COMPLETED');
    expect(captureOf(captured)?.status).toBe(status);
  });

  it('answers 422 INSTRUMENT_DECLINED when told, and the order stays approved', async () => {
    const { app, auth } = await setUp();
    const order = await approvedOrder(app, auth);
    await control(app, '/next-capture', { outcome: 'INSTRUMENT_DECLINED' });

    const response = await capture(app, auth, order.id);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    expect((await getOrder(app, auth, order.id)).json()).toMatchObject({ status: 'APPROVED' });
  });

  it('keeps declining an order whose funding source was declined, for any request, until the buyer approves again', async () => {
    const { app, auth } = await setUp();
    const order = await approvedOrder(app, auth);
    await control(app, '/next-capture', { outcome: 'INSTRUMENT_DECLINED' });
    await capture(app, auth, order.id, 'capture-1');

    const replay = await capture(app, auth, order.id, 'capture-1');
    const another = await capture(app, auth, order.id, 'capture-2');

    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    expect(another.json()).toMatchObject({ details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    expect(captureOf((await getOrder(app, auth, order.id)).json<PayPalOrder>())).toBeUndefined();

    expect((await approveOnPage(app, order.id)).statusCode).toBe(303);
    const paid = await capture(app, auth, order.id, 'capture-3');
    expect(paid.statusCode).toBe(201);
    expect(captureOf(paid.json<PayPalOrder>())?.status).toBe('COMPLETED');
  });

  it('performs a capture first refused because the buyer had not approved, once they have', async () => {
    const { app, auth } = await setUp();
    const order = await createOrder(app, auth);
    expect((await capture(app, auth, order.id, 'capture-1')).statusCode).toBe(422);
    await approveOnPage(app, order.id);

    const retried = await capture(app, auth, order.id, 'capture-1');

    expect(retried.statusCode).toBe(201);
    expect(captureOf(retried.json<PayPalOrder>())?.status).toBe('COMPLETED');
  });

  it('answers ORDER_ALREADY_CAPTURED when told, as after a capture whose answer was lost', async () => {
    const { app, auth } = await setUp();
    const order = await approvedOrder(app, auth);
    await control(app, '/next-capture', { outcome: 'ORDER_ALREADY_CAPTURED' });

    const response = await capture(app, auth, order.id);

    expect(response.json()).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
    expect(captureOf((await getOrder(app, auth, order.id)).json<PayPalOrder>())?.status).toBe('COMPLETED');
  });

  it('completes or declines a pending capture through the control API', async () => {
    const { app, auth } = await setUp();
    const paid = await approvedOrder(app, auth);
    const denied = await approvedOrder(app, auth);
    await control(app, '/next-capture', { outcome: 'PENDING' });
    await capture(app, auth, paid.id);
    await control(app, '/next-capture', { outcome: 'PENDING' });
    await capture(app, auth, denied.id);

    await control(app, `/orders/${paid.id}/complete`, { value: '1499.00' });
    await control(app, `/orders/${denied.id}/fail`);

    expect(captureOf((await getOrder(app, auth, paid.id)).json<PayPalOrder>())).toMatchObject({
      status: 'COMPLETED',
      amount: { value: '1499.00' },
    });
    expect(captureOf((await getOrder(app, auth, denied.id)).json<PayPalOrder>())?.status).toBe('DECLINED');
  });

  it('voids an order nobody captured; it can then be neither approved nor captured', async () => {
    const { app, auth } = await setUp();
    const order = await createOrder(app, auth);

    await control(app, `/orders/${order.id}/void`);

    expect((await getOrder(app, auth, order.id)).json()).toMatchObject({ status: 'VOIDED' });
    expect((await control(app, `/orders/${order.id}/approve`)).statusCode).toBe(409);
    expect((await capture(app, auth, order.id)).json()).toMatchObject({
      details: [{ issue: 'ORDER_EXPIRED' }],
    });
  });
});
