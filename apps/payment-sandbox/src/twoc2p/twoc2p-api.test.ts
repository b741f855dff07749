import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp, PUBLIC_BASE_URL } from '../test/build-sandbox-app';
import { signPayload } from './twoc2p-jwt';
import { TWOC2P_SANDBOX_KEYS } from './twoc2p-sandbox-keys';
import { callApi, createPaymentToken, inquire, payOnPage, tokenClaims } from './twoc2p-test-client';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildSandboxApp();
});
afterEach(async () => {
  await app.close();
});

describe('2C2P paymentToken', () => {
  it('answers a payload signed with the merchant key, with the hosted page of the token', async () => {
    const answer = await callApi(app, 'paymentToken', tokenClaims());

    expect(answer.status).toBe(200);
    expect(answer.claims).toMatchObject({ respCode: '0000', respDesc: 'Success' });
    expect(String(answer.claims?.webPaymentUrl)).toBe(
      `${PUBLIC_BASE_URL}/2c2p/payment/4.3/ui/token/${String(answer.claims?.paymentToken)}`,
    );
  });

  it('refuses a payload signed with another key in plain JSON: 9042, no payload', async () => {
    const answer = await callApi(
      app,
      'paymentToken',
      tokenClaims(),
      'ANOTHER-MERCHANT-SECRET-KEY-0123456789',
    );

    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ respCode: '9042', respDesc: 'Hash value mismatch' });
  });

  it('refuses an invoice number it has seen (9015), so every attempt needs its own', async () => {
    const claims = tokenClaims();
    await callApi(app, 'paymentToken', claims);

    const again = await callApi(app, 'paymentToken', claims);

    expect(again.json).toEqual({ respCode: '9015', respDesc: 'Existing Invoice Number' });
  });

  it.each([
    ['an amount in satang with three decimals', { amount: '2664.305' }],
    ['no description', { description: '' }],
    ['an unknown channel', { paymentChannel: ['XYZ'] }],
    ['installments without terms', { paymentChannel: ['IPP'] }],
    ['an expiry in another format', { paymentExpiry: '2026-01-01T10:00:00Z' }],
  ])('refuses %s with 6103', async (_name, extra) => {
    const answer = await callApi(app, 'paymentToken', tokenClaims(extra));

    expect(answer.json).toMatchObject({ respCode: '6103' });
  });

  it('refuses a body that is not a JWT', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/2c2p/payment/4.3/paymentToken',
      payload: { payload: 'not-a-jwt' },
    });

    expect(response.json()).toMatchObject({ respCode: '6103' });
  });

  it('refuses a JWT signed with "none" or another algorithm', async () => {
    const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    const body = Buffer.from(JSON.stringify(tokenClaims())).toString('base64url');

    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/2c2p/payment/4.3/paymentToken',
      payload: { payload: `${header}.${body}.` },
    });

    expect(response.json()).toMatchObject({ respCode: '9042' });
  });
});

describe('2C2P paymentInquiry', () => {
  it('answers "not found" (2002) before the buyer submits the card page, then the whole transaction', async () => {
    const token = await createPaymentToken(app, { amount: 1500, userDefined1: '77' });
    expect(await inquire(app, token.invoiceNo)).toMatchObject({ respCode: '2002' });

    await payOnPage(app, token.pagePath, '4111111111111111');

    expect(await inquire(app, token.invoiceNo)).toMatchObject({
      merchantID: TWOC2P_SANDBOX_KEYS.merchantId,
      invoiceNo: token.invoiceNo,
      amount: '1500.00',
      currencyCode: 'THB',
      cardNo: '411111XXXXXX1111',
      channelCode: 'CC',
      userDefined1: '77',
      respCode: '0000',
    });
  });

  it('answers a QR as pending (0001) until it is paid', async () => {
    const token = await createPaymentToken(app, { paymentChannel: ['QR'] });

    expect(await inquire(app, token.invoiceNo)).toMatchObject({ respCode: '0001', channelCode: 'THQR' });
  });

  it('answers 5009 once the payment expiry has passed', async () => {
    const token = await createPaymentToken(app, {
      paymentChannel: ['QR'],
      paymentExpiry: '2020-01-01 00:00:00',
    });

    expect(await inquire(app, token.invoiceNo)).toMatchObject({ respCode: '5009' });
  });

  it('answers 2002 for an invoice it never saw, and 9042 to another key', async () => {
    expect(await inquire(app, 'NOSUCHINVOICE')).toMatchObject({ respCode: '2002' });
    const wrongKey = await app.inject({
      method: 'POST',
      url: '/sandbox/2c2p/payment/4.3/paymentInquiry',
      payload: {
        payload: await signPayload({ merchantID: 'JT01', invoiceNo: 'X' }, 'not-the-merchant-key-0123456789'),
      },
    });
    expect(wrongKey.json()).toEqual({ respCode: '9042', respDesc: 'Hash value mismatch' });
  });
});
