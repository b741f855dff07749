import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../../../db/tables';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import { attemptsOf, eventually, orderStatus, orderToPay } from '../../../../test/payment-fixtures';
import {
  insertTwoC2pMethods,
  paymentLink,
  payOnTwoC2pPage,
  TWOC2P_SECRET,
  tokenRequests,
  twoC2pControl,
  type LinkAnswer,
} from './twoc2p-test-kit';

/** The demo course: 2,664.30 THB. */
const DEMO_PRICE = 266_430;

describe('paying in installments with 2C2P (method 10)', () => {
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

  it("shows the gateway's public configuration with the terms and monthly amounts of an amount, never the secret", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/methods/3?amount=2664.30' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        id: 3,
        merchant_id: 'JT01',
        methods: [
          { id: 3, name: 'Method 3', name_web: 'Method 3' },
          { id: 10, name: 'Method 10', name_web: 'Method 10' },
          { id: 15, name: 'Method 15', name_web: 'Method 15' },
        ],
        installment: {
          interest_type: 'M',
          terms: [3, 4, 6, 10],
          minimum_total: 200_000,
          minimum_monthly: 30_000,
          plans: [
            {
              months: 3,
              monthly_amounts: [88_810, 88_810, 88_810],
              highest_monthly: 88_810,
              lowest_monthly: 88_810,
            },
            {
              months: 4,
              monthly_amounts: [66_608, 66_608, 66_607, 66_607],
              highest_monthly: 66_608,
              lowest_monthly: 66_607,
            },
            {
              months: 6,
              monthly_amounts: Array.from({ length: 6 }, () => 44_405),
              highest_monthly: 44_405,
              lowest_monthly: 44_405,
            },
          ],
        },
      },
    });
    expect(response.body).not.toContain(TWOC2P_SECRET);
  });

  it('asks 2C2P for the chosen term only, interest paid by the shop, and settles', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 10, price: DEMO_PRICE });

    const answer = (await paymentLink(t.app, order, { installment_months: 6 })).json<LinkAnswer>();

    const [claims] = await tokenRequests(t);
    expect(claims).toMatchObject({
      amount: '2664.30',
      paymentChannel: ['IPP'],
      installmentPeriodFilter: [6],
      interestType: 'M',
    });
    await payOnTwoC2pPage(answer.result.webPaymentUrl, '4111111111111111');
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    const stored = await twoC2pControl(t.baseUrl).payment(String(claims?.invoiceNo));
    expect(stored).toMatchObject({ chosenPeriod: 6, status: 'succeeded' });
  });

  it.each([
    ['a term the rule does not offer for this total', { installment_months: 10 }, 'INPUT_ERROR'],
    ['a term nobody offers', { installment_months: 5 }, 'INPUT_ERROR'],
    ['no term at all', {}, 'INPUT_ERROR'],
  ])('refuses %s, naming the terms it can have, before calling 2C2P', async (_name, body, code) => {
    const order = await orderToPay(t.app, t.db, { methodId: 10, price: DEMO_PRICE });

    const response = await paymentLink(t.app, order, body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code, result: { terms: [3, 4, 6] } } });
    expect(await tokenRequests(t)).toHaveLength(0);
    expect(await attemptsOf(t.db, order.orderId)).toHaveLength(0);
  });

  it('refuses to make an installment order under the minimum total', async () => {
    await expect(orderToPay(t.app, t.db, { methodId: 10, price: 150_000 })).rejects.toThrow(
      /BELOW_INSTALLMENT_MINIMUM/,
    );
  });

  it('refuses installments under the minimum total for an order made before the order step refused it', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 3, price: 150_000 });
    await t.db.update(orders).set({ paymentMethodId: 10 }).where(eq(orders.id, order.orderId));

    const response = await paymentLink(t.app, order, { installment_months: 3 });

    expect(response.json()).toMatchObject({
      error: { code: 'BELOW_INSTALLMENT_MINIMUM', result: { terms: [] } },
    });
    expect(await tokenRequests(t)).toHaveLength(0);
    expect(await attemptsOf(t.db, order.orderId)).toHaveLength(0);
  });

  it('checks the amount before the term: another price is PRICE_CHANGED', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 10, price: DEMO_PRICE });

    const response = await paymentLink(t.app, order, { amount: 2000, installment_months: 6 });

    expect(response.json()).toMatchObject({ error: { code: 'PRICE_CHANGED' } });
  });
});
