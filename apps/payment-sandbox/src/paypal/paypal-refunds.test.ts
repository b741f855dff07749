import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { approveOnPage, bearer, capture, createOrder, getOrder } from '../test/paypal-test-client';
import type { PayPalOrder, PayPalRefund } from './paypal-objects';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A captured order of 1,500.00 THB and its capture id. */
const capturedOrder = async () => {
  app = await buildSandboxApp();
  const auth = await bearer(app);
  const order = await createOrder(app, auth);
  await approveOnPage(app, order.id);
  const captured = (await capture(app, auth, order.id, 'capture-1')).json<PayPalOrder>();
  const captureId = captured.purchase_units[0]?.payments?.captures[0]?.id ?? '';
  return { app, auth, order, captureId };
};

const refund = (
  app: FastifyInstance,
  auth: Record<string, string>,
  captureId: string,
  requestId: string,
  body: unknown = {},
) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/paypal/v2/payments/captures/${captureId}/refund`,
    headers: { ...auth, 'content-type': 'application/json', 'paypal-request-id': requestId },
    payload: JSON.stringify(body),
  });

describe('PayPal sandbox refunds', () => {
  it('refunds the whole capture when no amount is given, and marks the capture REFUNDED', async () => {
    const { app, auth, order, captureId } = await capturedOrder();
    const answer = await refund(app, auth, captureId, 'refund-1');
    expect(answer.statusCode).toBe(201);
    expect(answer.json<PayPalRefund>()).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'THB', value: '1500.00' },
    });
    const read = (await getOrder(app, auth, order.id)).json<PayPalOrder>();
    expect(read.purchase_units[0]?.payments?.captures[0]?.status).toBe('REFUNDED');
  });

  it('replays a refund for the same PayPal-Request-Id and refuses one more than what is left', async () => {
    const { app, auth, captureId } = await capturedOrder();
    const first = await refund(app, auth, captureId, 'refund-1', {
      amount: { currency_code: 'THB', value: '1000.00' },
    });
    const replay = await refund(app, auth, captureId, 'refund-1', {
      amount: { currency_code: 'THB', value: '1000.00' },
    });
    expect(replay.json<PayPalRefund>().id).toBe(first.json<PayPalRefund>().id);
    const tooMuch = await refund(app, auth, captureId, 'refund-2', {
      amount: { currency_code: 'THB', value: '600.00' },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });
  });

  it('answers 404 for a capture it does not know', async () => {
    const { app, auth } = await capturedOrder();
    expect((await refund(app, auth, 'NOSUCHCAPTURE', 'refund-1')).statusCode).toBe(404);
  });
});
