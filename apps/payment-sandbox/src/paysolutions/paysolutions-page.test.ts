import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { control, decide, inquire, paymentFormFields, postPaymentForm } from './paysolutions-test-client';

let app: FastifyInstance | undefined;

const setUp = async () => {
  app = await buildSandboxApp();
  return app;
};

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("Pay Solutions' hosted payment page", () => {
  it('shows the amount and the three decisions for a merchant form', async () => {
    const app = await setUp();

    const page = await postPaymentForm(app, paymentFormFields('42103015'));

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('฿2,664.30 THB');
    expect(page.body).toContain('พื้นฐาน UX/UI Design');
    expect(page.body).toMatch(/value="pay"[\s\S]*value="fail"[\s\S]*value="abandon"/);
    expect(page.body).not.toContain('<script');
  });

  it('refuses a refno it has already taken with "duplicate reference number"', async () => {
    const app = await setUp();
    await postPaymentForm(app, paymentFormFields('42103015'));

    const again = await postPaymentForm(app, paymentFormFields('42103015'));

    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('duplicate reference number');
  });

  it.each([
    ['another merchant', { merchantid: '99999999' }, 'invalid merchant'],
    ['a refno of 13 digits', { refno: '1234567103015' }, 'invalid reference number'],
    ['a refno with letters', { refno: '42A03015' }, 'invalid reference number'],
    ['no total', { total: '' }, 'incomplete parameter'],
    ['a total with three decimals', { total: '10.005' }, 'incomplete parameter'],
    ['US dollars', { cc: '01' }, 'currency not supported'],
    ['a product detail over 255 characters', { productdetail: 'ก'.repeat(256) }, 'longer than 255'],
  ])('refuses a form with %s', async (_name, overrides, message) => {
    const app = await setUp();

    const page = await postPaymentForm(app, paymentFormFields('42103016', overrides));

    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(message);
  });

  it('sends the buyer back to the return address after paying, and the inquiry then reports it', async () => {
    const app = await setUp();
    await postPaymentForm(app, paymentFormFields('42103017'));

    const paid = await decide(app, '42103017', 'pay');

    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost:3000/payment/42?attempt=7');
    expect((await inquire(app, '42103017')).json()).toMatchObject({ ReferenceNo: '42103017', Status: 'CP' });
  });

  it('shows a failure with the way back, and an abandoned payment returns at once; neither is ever reported', async () => {
    const app = await setUp();
    await postPaymentForm(app, paymentFormFields('42103018'));
    await postPaymentForm(app, paymentFormFields('42103019'));

    const failed = await decide(app, '42103018', 'fail');
    const abandoned = await decide(app, '42103019', 'abandon');

    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('href="http://localhost:3000/payment/42?attempt=7"');
    expect(abandoned.statusCode).toBe(303);
    expect((await inquire(app, '42103018')).body).toBe('');
    expect((await inquire(app, '42103019')).body).toBe('');
  });

  it('takes no second decision about a payment that has ended', async () => {
    const app = await setUp();
    await postPaymentForm(app, paymentFormFields('42103020'));
    await decide(app, '42103020', 'fail');

    const late = await decide(app, '42103020', 'pay');

    expect(late.statusCode).toBe(409);
    expect((await inquire(app, '42103020')).body).toBe('');
    expect((await control(app, 'GET', '/payments/42103020')).json()).toMatchObject({ status: 'failed' });
  });
});
