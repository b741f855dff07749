import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  cardToken,
  chargeCard,
  createPromptPay,
  enrolmentsOf,
  eventually,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
  timesEntered,
  type OrderToPay,
} from '../../../../test/payment-fixtures';
import { reconcileOpenPayments } from '../../payment-reconciler';

type PendingPayment = { order: OrderToPay; chargeId: string };

/**
 * Both Omise methods leave a payment open at the provider: a card in 3-D Secure, a PromptPay QR
 * waiting to be scanned. Every way such a payment can end is tried on both.
 */
describe.each([
  ['a card in 3-D Secure (method 8)', 8],
  ['a PromptPay QR (method 9)', 9],
])('an open Omise payment: %s', (_name, methodId) => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    await insertPaymentMethodsForPayments(t.db);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  const openPayment = async (): Promise<PendingPayment> => {
    const order = await orderToPay(t.app, t.db, { methodId });
    if (methodId === 9)
      return {
        order,
        chargeId: (await createPromptPay(t.app, order)).json<{ charge_id: string }>().charge_id,
      };
    const answer = await chargeCard(t.app, order, await cardToken(t.baseUrl, '4000000000003063'));
    return { order, chargeId: answer.json<{ charges: { id: string } }>().charges.id };
  };
  const latestAttempt = async (order: OrderToPay) => (await attemptsOf(t.db, order.orderId)).at(-1);

  it('settles by the notification alone when the buyer pays', async () => {
    const { order, chargeId } = await openPayment();
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');

    await t.sandbox.succeed(chargeId);

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('fails with the provider code when the buyer declines, leaving the order payable', async () => {
    const { order, chargeId } = await openPayment();

    await t.sandbox.fail(chargeId, { code: 'payment_rejected' });

    await eventually(async () => (await latestAttempt(order))?.state === 'failed');
    expect((await latestAttempt(order))?.failureCode).toBe('payment_rejected');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('expires when the buyer lets it run out, leaving the order payable', async () => {
    const { order, chargeId } = await openPayment();

    await t.sandbox.expire(chargeId);

    await eventually(async () => (await latestAttempt(order))?.state === 'expired');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('settles once when the same notification comes three times', async () => {
    const { order, chargeId } = await openPayment();
    await t.sandbox.webhooks(false);
    await t.sandbox.succeed(chargeId);

    const { deliveries } = await t.sandbox.webhook(chargeId, {
      times: 3,
      eventId: `evnt_test_again_${String(methodId)}`,
    });

    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
  });

  it('refuses a tampered notification and changes nothing', async () => {
    const { order, chargeId } = await openPayment();
    await t.sandbox.webhooks(false);
    await t.sandbox.succeed(chargeId);

    const { deliveries } = await t.sandbox.webhook(chargeId, { tamper: true });

    expect(deliveries[0]?.status).toBe(401);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('is settled by the reconciler when the notification is lost', async () => {
    const { order, chargeId } = await openPayment();
    await t.sandbox.webhooks(false);
    await t.sandbox.succeed(chargeId);

    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + 2 * 60_000));

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });

  it('is flagged, not fulfilled, when another amount arrives', async () => {
    const { order, chargeId } = await openPayment();

    await t.sandbox.succeed(chargeId, { amount: order.total - 1 });

    await eventually(async () => (await latestAttempt(order))?.state === 'flagged');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });
});
