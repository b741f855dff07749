import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { startWebhookReceiver } from '../test/start-webhook-receiver';
import { chargeCard, checkStatus, postOtpPage, RESPONSE_URL } from './gbprime-test-client';

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

const secureCharge = () => chargeCard(app, '4535017710535741', { otp: 'Y' });

describe('GB Prime Pay 3-D Secure (POST /v2/tokens/3d_secured)', () => {
  it('keeps an otp Y charge generated (G) until the buyer passes the issuer page', async () => {
    const charge = await secureCharge();

    expect(charge.resultCode).toBe('00');
    expect((await checkStatus(app, charge.referenceNo)).txn?.status).toBe('G');
    expect(receiver.received).toHaveLength(0);
  });

  it('shows the issuer OTP page for the merchant form post, with no script', async () => {
    const charge = await secureCharge();

    const page = await postOtpPage(app, { gbpReferenceNo: charge.gbpReferenceNo });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('1,500.00');
    expect(page.body).toContain('453501XXXXXX5741');
    expect(page.body).toMatch(/<input id="otp" name="otp"/);
    expect(page.body).toMatch(/name="action" value="confirm"/);
    expect(page.body).toMatch(/name="action" value="cancel"/);
    expect(page.body).not.toContain('<script');
  });

  it('passes with OTP 123456: authorized, the browser goes to responseUrl, a 00 background post follows', async () => {
    const charge = await secureCharge();

    const answer = await postOtpPage(app, {
      gbpReferenceNo: charge.gbpReferenceNo,
      otp: '123456',
      action: 'confirm',
    });

    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(RESPONSE_URL);
    expect((await checkStatus(app, charge.referenceNo)).txn?.status).toBe('A');
    const [post] = await receiver.waitFor(1);
    expect(JSON.parse(post?.rawBody ?? '{}')).toMatchObject({
      resultCode: '00',
      referenceNo: charge.referenceNo,
    });
  });

  it.each([
    ['a wrong OTP', { otp: '000000', action: 'confirm' }, '55'],
    ['Cancel', { action: 'cancel' }, '05'],
  ])('declines on %s and still sends the browser back', async (_name, fields, resultCode) => {
    const charge = await secureCharge();

    const answer = await postOtpPage(app, { gbpReferenceNo: charge.gbpReferenceNo, ...fields });

    expect(answer.headers.location).toBe(RESPONSE_URL);
    expect((await checkStatus(app, charge.referenceNo)).txn?.status).toBe('D');
    const [post] = await receiver.waitFor(1);
    expect(JSON.parse(post?.rawBody ?? '{}')).toMatchObject({ resultCode });
  });

  it('refuses an unknown public key and an unknown reference, and a second decision changes nothing', async () => {
    const charge = await secureCharge();
    await postOtpPage(app, { gbpReferenceNo: charge.gbpReferenceNo, otp: '123456', action: 'confirm' });

    const wrongKey = await postOtpPage(app, { publicKey: 'other', gbpReferenceNo: charge.gbpReferenceNo });
    const unknown = await postOtpPage(app, { gbpReferenceNo: 'gbp000' });
    const again = await postOtpPage(app, { gbpReferenceNo: charge.gbpReferenceNo, action: 'cancel' });

    expect(wrongKey.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(404);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('already A');
    expect((await checkStatus(app, charge.referenceNo)).txn?.status).toBe('A');
  });
});
