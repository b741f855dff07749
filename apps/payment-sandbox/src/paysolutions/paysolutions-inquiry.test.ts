import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import {
  control,
  inquire,
  inquiryHeaders,
  paymentFormFields,
  postPaymentForm,
} from './paysolutions-test-client';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("Pay Solutions' inquiry API (POST /order/orderdetailpost)", () => {
  it('answers nothing at all about a payment not made', async () => {
    app = await buildSandboxApp();
    await postPaymentForm(app, paymentFormFields('42103015'));

    const waiting = await inquire(app, '42103015');
    const unknown = await inquire(app, '77000000');

    expect([waiting.statusCode, waiting.body]).toEqual([200, '']);
    expect([unknown.statusCode, unknown.body]).toEqual([200, '']);
  });

  it('reports a paid payment with the documented fields, typos included', async () => {
    app = await buildSandboxApp();
    await postPaymentForm(app, paymentFormFields('42103015'));
    await control(app, 'POST', '/payments/42103015/pay', {});

    const answer = (await inquire(app, '42103015')).json<Record<string, unknown>>();

    expect(answer).toMatchObject({
      ReferenceNo: '42103015',
      MerchantID: '10012345',
      Total: 2664.3,
      CurrencyCode: '00',
      Status: 'CP',
      StatusName: 'COMPLETE',
      CustomerEmal: 'somying@example.com',
    });
    expect(answer.OrderNo).toMatch(/^\d{8}$/);
  });

  it('reports the amount a control call says was paid, for mismatch tests', async () => {
    app = await buildSandboxApp();
    await postPaymentForm(app, paymentFormFields('42103015'));
    await control(app, 'POST', '/payments/42103015/pay', { amount: 100 });

    expect((await inquire(app, '42103015')).json()).toMatchObject({ Total: 1 });
  });

  it.each([
    ['a wrong secret key', { ...inquiryHeaders, merchantSecretKey: 'nope' }],
    ['a wrong API key', { ...inquiryHeaders, apikey: 'nope' }],
    ['the whole merchant id instead of its last five digits', { ...inquiryHeaders, merchantId: '10012345' }],
    ['no keys', {}],
  ])('refuses %s', async (_name, headers) => {
    app = await buildSandboxApp();

    const answer = await inquire(app, '42103015', headers);

    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ status: 'error' });
  });

  it('answers "incomplete parameter" without a refno', async () => {
    app = await buildSandboxApp();

    const answer = await app.inject({
      method: 'POST',
      url: '/sandbox/paysolutions/order/orderdetailpost',
      headers: { ...inquiryHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ merchantId: inquiryHeaders.merchantId, orderNo: 'X' }),
    });

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'incomplete parameter' });
  });

  it('answers an injected 500 in its own error shape', async () => {
    app = await buildSandboxApp();
    await app.inject({
      method: 'POST',
      url: '/sandbox/__control/faults',
      payload: { route: 'POST /paysolutions/order/orderdetailpost', mode: '500' },
    });

    const answer = await inquire(app, '42103015');

    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ status: 'error' });
  });
});
