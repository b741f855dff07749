import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/tables';
import { buildListeningTestApp, type ListeningTestApp } from '../../test/listening-test-app';
import {
  attemptsOf,
  createPromptPay,
  enrolmentsOf,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
} from '../../test/payment-fixtures';
import { cancelOverdueOrders } from '../orders/order-sweeper';
import { inquiryBackoffMs, reconcileOpenPayments } from './payment-reconciler';

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

describe('the payment reconciler', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    await insertPaymentMethodsForPayments(t.db);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
    await t.sandbox.webhooks(false);
  });
  afterAll(async () => {
    await t.close();
  });

  it('settles a payment whose notification was lost, by asking Omise', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9 });
    const chargeId = (await createPromptPay(t.app, order)).json<{ charge_id: string }>().charge_id;
    await t.sandbox.succeed(chargeId);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');

    const report = await reconcileOpenPayments(t.app.payments, later(2 * MINUTE));

    expect(report.changed).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('asks again later with growing intervals while the payment is still open', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9 });
    await createPromptPay(t.app, order);
    const now = later(2 * MINUTE);

    await reconcileOpenPayments(t.app.payments, now);

    const [attempt] = await attemptsOf(t.db, order.orderId);
    expect(attempt?.state).toBe('pending');
    expect(attempt?.inquiryCount).toBe(1);
    expect(attempt?.nextInquiryAt?.getTime()).toBe(now.getTime() + inquiryBackoffMs(1));
    expect([1, 2, 3, 6, 10].map(inquiryBackoffMs)).toEqual([
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      30 * MINUTE,
      30 * MINUTE,
    ]);
  });

  it('never lets the sweeper cancel an order whose payment is settling, then cancels it once the QR is expired', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9 });
    const chargeId = (await createPromptPay(t.app, order)).json<{ charge_id: string }>().charge_id;
    await t.db
      .update(orders)
      .set({ cancelAt: new Date(Date.now() - MINUTE) })
      .where(eq(orders.id, order.orderId));

    expect(await cancelOverdueOrders(t.db, new Date())).not.toContain(order.orderId);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');

    // Past the order's time, the reconciler asks Omise to expire the QR nobody scanned.
    await reconcileOpenPayments(t.app.payments, later(2 * MINUTE));
    expect(await t.sandbox.storedCharge(chargeId)).toMatchObject({ status: 'expired' });
    expect(await cancelOverdueOrders(t.db, new Date())).toContain(order.orderId);
  });

  it('keeps an order whose money arrived in the wrong amount for an administrator, never cancelling it', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9 });
    const chargeId = (await createPromptPay(t.app, order)).json<{ charge_id: string }>().charge_id;
    await t.sandbox.succeed(chargeId, { amount: 1_000 });
    await reconcileOpenPayments(t.app.payments, later(2 * MINUTE));
    await t.db
      .update(orders)
      .set({ cancelAt: new Date(Date.now() - MINUTE) })
      .where(eq(orders.id, order.orderId));

    expect(await cancelOverdueOrders(t.db, new Date())).not.toContain(order.orderId);
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('flagged');
  });

  it('leaves an attempt open when Omise does not answer, and asks again later', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9 });
    await createPromptPay(t.app, order);
    await t.sandbox.fault({ route: 'GET /omise/charges/:id', mode: '500' });

    await reconcileOpenPayments(t.app.payments, later(2 * MINUTE));

    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('pending');
  });
});
