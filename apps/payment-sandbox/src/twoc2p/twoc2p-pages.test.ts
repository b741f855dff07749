import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { control } from '../test/omise-test-client';
import {
  CARD_FIELDS,
  createPaymentToken,
  inquire,
  payOnPage,
  paymentResponseOf,
  submitPage,
} from './twoc2p-test-client';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildSandboxApp();
});
afterEach(async () => {
  await app.close();
});

const page = (path: string) => app.inject({ method: 'GET', url: path });

describe("2C2P's hosted payment page", () => {
  it('takes the card, asks for the 3-D Secure OTP, then posts the unsigned paymentResponse back', async () => {
    const token = await createPaymentToken(app);
    const form = await page(token.pagePath);
    expect(form.body).toContain('หมายเลขบัตร / Card number');
    expect(form.body).toContain('฿2,664.30 THB');

    const card = await submitPage(app, token.pagePath, CARD_FIELDS('4111 1111 1111 1111'));
    expect(card.statusCode).toBe(303);
    const otp = await page(token.pagePath);
    expect(otp.body).toContain('รหัส OTP / OTP');
    expect(otp.body).toContain('411111XXXXXX1111');
    const result = await submitPage(app, token.pagePath, { action: 'otp', otp: '123456' });

    expect(result.body).toContain('action="http://localhost:3000/payment/1?attempt=1"');
    expect(result.body).toContain('<script src="../assets/return.js"></script>');
    // The browser's copy says only "completed, ask": it is unsigned and never says paid.
    expect(paymentResponseOf(result.body)).toEqual({
      invoiceNo: token.invoiceNo,
      channelCode: 'CC',
      respCode: '2000',
      respDesc: 'Transaction is completed, please do payment inquiry request for full payment information.',
    });
    expect(await inquire(app, token.invoiceNo)).toMatchObject({ respCode: '0000' });
  });

  it.each([
    ['4000000000024051', '4051'],
    ['4000000000094005', '4005'],
  ])('declines card %s with %s after 3-D Secure', async (number, code) => {
    const token = await createPaymentToken(app);

    await payOnPage(app, token.pagePath, number);

    expect(await inquire(app, token.invoiceNo)).toMatchObject({ respCode: code });
  });

  it('fails with 4081 when the OTP is wrong', async () => {
    const token = await createPaymentToken(app);

    await payOnPage(app, token.pagePath, '4111111111111111', '000000');

    expect(await inquire(app, token.invoiceNo)).toMatchObject({ respCode: '4081' });
  });

  it('keeps the form with what is wrong, and the token unused, for an invalid card', async () => {
    const token = await createPaymentToken(app);

    const answer = await submitPage(app, token.pagePath, { ...CARD_FIELDS('4111111111111112'), cvv: '1' });

    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('หมายเลขบัตรไม่ถูกต้อง / The card number is not valid');
    expect(answer.body).toContain('รหัส CVV ไม่ถูกต้อง / The CVV is not valid');
    expect(await inquire(app, token.invoiceNo)).toMatchObject({ respCode: '2002' });
  });

  it('answers 9041 to a token used again, and changes nothing', async () => {
    const token = await createPaymentToken(app);
    await payOnPage(app, token.pagePath, '4111111111111111');

    const again = await page(token.pagePath);
    const payAgain = await submitPage(app, token.pagePath, CARD_FIELDS('4000000000024051'));

    expect(again.body).toContain('Payment token already used');
    expect(payAgain.body).toContain('9041');
    expect(await inquire(app, token.invoiceNo)).toMatchObject({ respCode: '0000' });
  });

  it('offers the installment terms the merchant allowed and records the one taken', async () => {
    const token = await createPaymentToken(app, {
      paymentChannel: ['IPP'],
      installmentPeriodFilter: [6],
      interestType: 'M',
    });
    const form = await page(token.pagePath);
    expect(form.body).toContain('6 เดือน / months · ฿444.05 ต่อเดือน / a month');

    await payOnPage(app, token.pagePath, '5555555555554444');

    expect(await inquire(app, token.invoiceNo)).toMatchObject({
      respCode: '0000',
      channelCode: 'IPP',
      installmentPeriod: 6,
      interestType: 'M',
    });
  });

  it('cancels: 0003, and the browser goes back saying so', async () => {
    const token = await createPaymentToken(app);

    const result = await submitPage(app, token.pagePath, { action: 'cancel' });

    expect(paymentResponseOf(result.body)).toMatchObject({ respCode: '0003' });
    expect(await inquire(app, token.invoiceNo)).toMatchObject({ respCode: '0003' });
  });

  it('shows a Thai QR that reloads itself until the bank pays it, then returns the browser once', async () => {
    const token = await createPaymentToken(app, { paymentChannel: ['QR'] });

    const waiting = await page(token.pagePath);
    expect(waiting.headers.refresh).toBe('2');
    expect(waiting.body).toContain('<svg');
    await control(app, 'POST', `/2c2p/payments/${token.invoiceNo}/succeed`, {});
    const returned = await page(token.pagePath);
    const later = await page(token.pagePath);

    expect(paymentResponseOf(returned.body)).toMatchObject({ channelCode: 'QR', respCode: '2000' });
    expect(later.body).toContain('9041');
  });

  it("lets a person pay the QR in the sandbox's banking app, linked from the QR page", async () => {
    const token = await createPaymentToken(app, { paymentChannel: ['QR'] });
    const waiting = await page(token.pagePath);
    const link = /href="([^"]*bank-app[^"]*)"/.exec(waiting.body)?.[1] ?? '';
    const bankApp = new URL(link, `http://localhost${token.pagePath}`).pathname;
    expect(bankApp).toBe(`/sandbox/2c2p/bank-app/${token.invoiceNo}`);

    const paid = await submitPage(app, bankApp, { action: 'pay' });

    expect(paid.body).toContain('Done: the payment page updates by itself.');
    expect(await inquire(app, token.invoiceNo)).toMatchObject({ respCode: '0000' });
    const index = await page('/sandbox/2c2p/');
    expect(index.body).toContain(token.invoiceNo);
  });

  it('does not know a token it never issued (9040)', async () => {
    const response = await page('/sandbox/2c2p/payment/4.3/ui/token/kSAnothing');

    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('9040');
  });

  it('serves the script that posts the result back, from its own origin', async () => {
    const response = await page('/sandbox/2c2p/payment/4.3/ui/assets/return.js');

    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.body).toContain("getElementById('twoc2p-return')");
  });
});
