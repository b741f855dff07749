import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OMISE_SANDBOX_KEYS } from '@shop/payment-sandbox/omise/omise-sandbox-keys';
import { orders, paymentAttempts } from '../../db/tables';
import { buildListeningTestApp, type ListeningTestApp } from '../../test/listening-test-app';
import {
  attemptsOf,
  cardToken,
  chargeCard,
  checkUntilKnown,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
  queuedMailTemplates,
  timesEntered,
  type OrderToPay,
} from '../../test/payment-fixtures';
import { cancelOrder } from '../orders/order-lifecycle';
import { reconcileOpenPayments } from './payment-reconciler';

const GOOD_CARD = '4242424242424242';
const MINUTE_MS = 60_000;

/**
 * Money around a provider whose answer the shop did not hear (issue: Payments III, items 1 and
 * 2): whatever was lost, every charge the provider took ends up settling its order once, or going
 * back to the buyer, and the buyer is never charged a second time while the shop is unsure.
 */
describe('charges whose answer the shop lost', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    // Omise's search lists a charge 4 s after it is made here, and the shop waits 6 s for it.
    t = await buildListeningTestApp({ OMISE_SEARCH_LAG_MS: '6000' });
    await insertPaymentMethodsForPayments(t.db);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
    await t.sandbox.searchLag(4_000);
    // Only the shop's own questions may find these charges: no notification comes.
    await t.sandbox.webhooks(false);
  });
  afterAll(async () => {
    await t.close();
  });

  const charges = async () =>
    (await t.sandbox.storedCharges()).filter((charge) => charge.status === 'successful');

  /** A card payment whose charge Omise takes, with the answer lost as `fault` says. */
  const chargeWithLostAnswer = async (fault: { mode: 'timeout' | '500' | 'drop'; delayMs?: number }) => {
    const order = await orderToPay(t.app, t.db, { methodId: 8 });
    const token = await cardToken(t.baseUrl, GOOD_CARD);
    await t.sandbox.fault({ route: 'POST /omise/charges', after: true, ...fault });
    const response = await chargeCard(t.app, order, token);
    expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_OUTCOME_UNKNOWN' } });
    return order;
  };

  /** The reconciler's run a while later, once Omise's search lists every charge. */
  const reconcileLater = async (minutes: number) => {
    await t.sandbox.searchLag(0);
    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + minutes * MINUTE_MS));
  };

  it.each([
    ['times out', { mode: 'timeout' as const, delayMs: 3_000 }],
    ['answers 500', { mode: '500' as const }],
    ['drops the connection', { mode: 'drop' as const }],
  ])(
    'finds a charge Omise took and then %s, refuses a second charge meanwhile, and settles the order once',
    async (_name, fault) => {
      const token = await cardToken(t.baseUrl, GOOD_CARD);
      const order = await chargeWithLostAnswer(fault);
      expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('unknown');

      const retry = await chargeCard(t.app, order, token);

      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toMatchObject({ error: { code: 'PAYMENT_IN_PROGRESS' } });
      // The return screen asks until Omise's search shows the charge, by the shop's reference.
      expect(await checkUntilKnown(t.app, order)).toBe('succeeded');
      expect(await orderStatus(t.db, order.orderId)).toBe('approved');
      expect(await charges()).toHaveLength(1);
      expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
    },
  );

  it('settles a lost charge from the reconciler alone when the buyer never comes back', async () => {
    const order = await chargeWithLostAnswer({ mode: '500' });

    await reconcileLater(2);

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    const [attempt] = await attemptsOf(t.db, order.orderId);
    expect(attempt?.providerRef).toMatch(/^chrg_test_/);
  });

  it('lets the buyer pay again once Omise shows no charge for the lost answer', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 8 });
    // The charge never reached Omise: its search will never list it.
    await t.sandbox.fault({ route: 'POST /omise/charges', mode: '500' });
    await chargeCard(t.app, order, await cardToken(t.baseUrl, GOOD_CARD));

    expect(await checkUntilKnown(t.app, order)).toBe('failed');

    const retry = await chargeCard(t.app, order, await cardToken(t.baseUrl, GOOD_CARD));
    expect(retry.json()).toMatchObject({ status: 'successful' });
    expect(await charges()).toHaveLength(1);
  });

  it('finds the charge of a server that stopped between calling Omise and writing the answer', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 8 });
    // What a process killed mid-call leaves: the intent, with the shop's reference, and Omise's charge.
    const [attempt] = await t.db
      .insert(paymentAttempts)
      .values({
        orderId: order.orderId,
        paymentMethodId: 8,
        provider: 'omise',
        state: 'created',
        shopRef: 'shop-killed-1',
        amount: order.total,
        currency: 'THB',
        createdAt: new Date(Date.now() - 10 * MINUTE_MS),
        nextInquiryAt: new Date(Date.now() - MINUTE_MS),
      })
      .returning();
    await chargeDirectly(t.baseUrl, order, { shop_ref: 'shop-killed-1', attempt_id: attempt?.id ?? 0 });
    await t.sandbox.searchLag(0);

    await reconcileOpenPayments(t.app.payments);

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await charges()).toHaveLength(1);
  });

  it('gives a lost charge back through Omise when the order was closed before it was found, and tells the buyer', async () => {
    const order = await chargeWithLostAnswer({ mode: 'drop' });
    await t.db.transaction((tx) =>
      cancelOrder(tx, order.orderId, { kind: 'system', userId: null }, 'closed for the test', new Date()),
    );

    await reconcileLater(2);

    const [attempt] = await attemptsOf(t.db, order.orderId);
    expect(attempt).toMatchObject({ state: 'refunded', flagReason: 'order_closed' });
    expect(await t.sandbox.refunds()).toEqual([
      expect.objectContaining({ charge: attempt?.providerRef, amount: order.total }),
    ]);
    expect(await orderStatus(t.db, order.orderId)).toBe('cancelled');
    const mails = await queuedMailTemplates(t.db);
    expect(mails).toEqual(expect.arrayContaining(['extra_payment_received', 'extra_payment_refunded']));
  });

  it('asks again later, with the same key, when the refund call itself goes unanswered', async () => {
    const order = await chargeWithLostAnswer({ mode: 'drop' });
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.orderId));
    await t.sandbox.fault({ route: 'POST /omise/charges/:id/refunds', mode: 'drop', after: true });

    await reconcileLater(2);
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('flagged');
    await reconcileLater(10);

    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('refunded');
    // The first refund went through at Omise although its answer was lost: still only one refund.
    expect(await t.sandbox.refunds()).toHaveLength(1);
  });
});

/** A charge made at Omise's API directly, as the shop's adapter would have, carrying `metadata`. */
const chargeDirectly = async (baseUrl: string, order: OrderToPay, metadata: Record<string, unknown>) => {
  const response = await fetch(`${baseUrl}/sandbox/omise/charges`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${OMISE_SANDBOX_KEYS.secretKey}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      amount: order.total,
      currency: 'thb',
      card: await cardToken(baseUrl, GOOD_CARD),
      metadata: { order_id: order.orderId, ...metadata },
    }),
  });
  expect(response.status).toBe(200);
};
