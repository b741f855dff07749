import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { startWebhookReceiver } from '../test/start-webhook-receiver';
import { GBPRIME_SANDBOX_KEYS } from './gbprime-sandbox-keys';
import {
  cardToken,
  chargeCard,
  checkStatus,
  newReferenceNo,
  postCharge,
  postToken,
} from './gbprime-test-client';

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

describe('GB Prime Pay card tokens (POST /v2/tokens)', () => {
  it('gives a token for a valid card, never echoing the number in full', async () => {
    const response = await postToken(app, { number: '4535017710535741' });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ resultCode: string; card: { token: string; number: string } }>();
    expect(body.resultCode).toBe('00');
    expect(body.card.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.card.number).toBe('453501XXXXXX5741');
  });

  it('refuses the secret key or no key with 401: tokens take the public key', async () => {
    const withSecret = await postToken(app, { number: '4535017710535741' }, GBPRIME_SANDBOX_KEYS.secretKey);
    const withNone = await app.inject({ method: 'POST', url: '/sandbox/gbprime/v2/tokens', payload: {} });

    expect(withSecret.statusCode).toBe(401);
    expect(withSecret.json()).toEqual({ resultCode: '401', resultMessage: 'Unauthorized' });
    expect(withNone.statusCode).toBe(401);
  });

  it.each([
    ['a number failing the Luhn check', { number: '4535017710535742' }, '02'],
    [
      'a card that expired',
      { number: '4535017710535741', expirationMonth: '01', expirationYear: '20' },
      '54',
    ],
    ['a missing security code', { number: '4535017710535741', securityCode: '' }, '02'],
  ])('answers %s with its resultCode', async (_name, card, resultCode) => {
    const response = await postToken(app, card);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ resultCode });
  });
});

describe('GB Prime Pay card charges (POST /v2/tokens/charge)', () => {
  it('authorizes at once without 3-D Secure (otp N) and reports the amount in baht', async () => {
    const charge = await chargeCard(app, '4535017710535741');

    expect(charge).toMatchObject({ resultCode: '00', amount: 1500 });
    expect(charge.gbpReferenceNo).toMatch(/^gbp\d+$/);
    expect(await checkStatus(app, charge.referenceNo)).toMatchObject({
      resultCode: '00',
      txn: { status: 'A', amount: 1500, currencyCode: '764' },
    });
  });

  it.each([
    ['4000000000000002', '05'],
    ['4000000000009995', '51'],
    ['4000000000000069', '54'],
  ])('declines card %s with resultCode %s, whatever the otp', async (number, resultCode) => {
    const direct = await chargeCard(app, number);
    const secure = await chargeCard(app, number, { otp: 'Y' });

    expect(direct.resultCode).toBe(resultCode);
    expect(secure.resultCode).toBe(resultCode);
    expect((await checkStatus(app, secure.referenceNo)).txn?.status).toBe('D');
  });

  it('posts the outcome to the backgroundUrl path on the shop, unsigned JSON', async () => {
    const charge = await chargeCard(app, '4000000000009995');

    const [post] = await receiver.waitFor(1);

    expect(post?.path).toBe('/webhook/payment/gbprime');
    expect(post?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post?.rawBody ?? '{}')).toMatchObject({
      resultCode: '51',
      amount: 1500,
      referenceNo: charge.referenceNo,
      gbpReferenceNo: charge.gbpReferenceNo,
      currencyCode: '764',
      paymentType: 'C',
    });
  });

  it('refuses the public key, an unknown token, a bad amount and a reused referenceNo', async () => {
    const token = await cardToken(app, '4535017710535741');
    const base = { amount: '100.00', card: { token }, otp: 'N' };
    const referenceNo = newReferenceNo();
    await postCharge(app, { ...base, referenceNo });

    const publicKey = await postCharge(
      app,
      { ...base, referenceNo: newReferenceNo() },
      GBPRIME_SANDBOX_KEYS.publicKey,
    );
    const unknownToken = await postCharge(app, {
      ...base,
      referenceNo: newReferenceNo(),
      card: { token: 'nope' },
    });
    const badAmount = await postCharge(app, { ...base, referenceNo: newReferenceNo(), amount: '1,500.00' });
    const tooLong = await postCharge(app, { ...base, referenceNo: '1234567890123456' });
    const reused = await postCharge(app, { ...base, referenceNo });

    expect(publicKey.statusCode).toBe(401);
    expect([unknownToken, badAmount, tooLong].map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(badAmount.json()).toMatchObject({
      resultCode: '02',
      resultMessage: 'Incomplete information: amount',
    });
    expect(reused.json()).toMatchObject({ resultCode: '94' });
  });

  it('answers an unknown referenceNo on check_status_txn with a non-00 code and no txn', async () => {
    expect(await checkStatus(app, 'NOSUCHREF')).toEqual({
      resultCode: '90',
      resultMessage: 'Transaction not found',
    });
  });
});
