import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import { enrolmentsOf, eventually, orderStatus, orderToPay } from '../../../../test/payment-fixtures';
import {
  frontendReturnOf,
  insertTwoC2pMethods,
  postForm,
  qrLink,
  tokenRequests,
  twoC2pControl,
  type LinkAnswer,
} from './twoc2p-test-kit';

const bangkok = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('paying by Thai QR with 2C2P (method 15)', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    await insertTwoC2pMethods(t.db);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for a QR that expires with the 15-minute window, shows it, and settles once the bank pays it', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 15, price: 49_900 });
    const started = Date.now();

    const response = await qrLink(t.app, order);

    expect(response.statusCode).toBe(200);
    const answer = response.json<LinkAnswer>();
    const expiresAt = new Date(answer.result.expires_at ?? 0).getTime();
    expect(expiresAt - started).toBeGreaterThan(14 * 60_000);
    expect(expiresAt - started).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    const [claims] = await tokenRequests(t);
    expect(claims).toMatchObject({ amount: '499.00', currencyCode: 'THB', paymentChannel: ['QR'] });
    expect(String(claims?.paymentExpiry)).toContain(bangkok(expiresAt));
    const page = await fetch(answer.result.webPaymentUrl);
    expect(page.headers.get('refresh')).toBe('2');
    expect(await page.text()).toContain('<svg');

    await twoC2pControl(t.baseUrl).succeed(String(claims?.invoiceNo));

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    // The waiting page then sends the browser back to the shop's return screen.
    const back = frontendReturnOf(await (await fetch(answer.result.webPaymentUrl)).text());
    const returned = await postForm(back.action, { paymentResponse: back.paymentResponse });
    expect(returned.headers.get('location')).toBe(
      `/payment/${String(order.orderId)}?attempt=${String(answer.result.orderPaymentId)}`,
    );
  });

  it('takes baht only', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 15 });

    const response = await qrLink(t.app, order, { currency_code: 'USD' });

    expect(response.statusCode).toBe(400);
    expect(await tokenRequests(t)).toHaveLength(0);
  });

  it('refuses the QR link for an order of another method, and the card link for a QR order', async () => {
    const cardOrder = await orderToPay(t.app, t.db, { methodId: 3 });

    const response = await qrLink(t.app, cardOrder);

    expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_NOT_AVAILABLE' } });
  });
});
