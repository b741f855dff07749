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
  queuedMailTemplates,
  timesEntered,
} from '../../../../test/payment-fixtures';
import { signedOmiseEvent } from '../../../../test/signed-omise-event';
import { testDatabaseKind } from '../../../../test/test-database';

type Delivery = { status: number; body: string };

describe('Omise notifications', () => {
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

  const paidPromptPay = async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9 });
    const chargeId = (await createPromptPay(t.app, order)).json<{ charge_id: string }>().charge_id;
    await t.sandbox.succeed(chargeId);
    return { order, chargeId };
  };

  it('settles once when the same event arrives again and again', async () => {
    const { order, chargeId } = await paidPromptPay();

    const { deliveries } = await t.sandbox.webhook(chargeId, { times: 3, eventId: 'evnt_test_repeated' });

    expect(deliveries.map((delivery: Delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(
      deliveries.map((delivery: Delivery) => (JSON.parse(delivery.body) as { duplicate: boolean }).duplicate),
    ).toEqual([false, true, true]);
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it.each([
    ['a tampered body', { tamper: true }],
    ['a stale timestamp', { staleTimestamp: true }],
    ['another secret', { wrongSecret: true }],
  ])('refuses a notification with %s and changes nothing', async (_name, forgery) => {
    const { order, chargeId } = await paidPromptPay();

    const { deliveries } = await t.sandbox.webhook(chargeId, forgery);

    expect(deliveries[0]?.status).toBe(401);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('refuses an unsigned notification that claims a payment', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9 });
    const chargeId = (await createPromptPay(t.app, order)).json<{ charge_id: string }>().charge_id;

    const forged = await fetch(`${t.baseUrl}/webhook/payment/omise`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        object: 'event',
        id: 'evnt_forged',
        key: 'charge.complete',
        data: { object: 'charge', id: chargeId, status: 'successful' },
      }),
    });

    expect(forged.status).toBe(401);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('believes the provider, not the message: a signed event claiming success for an unpaid charge pays nothing', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9 });
    const chargeId = (await createPromptPay(t.app, order)).json<{ charge_id: string }>().charge_id;

    const { deliveries } = await t.sandbox.webhook(chargeId, { status: 'successful' });

    expect(deliveries[0]?.status).toBe(200);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('pending');
  });

  it('stops an abandoned 3-D Secure charge at Omise before the buyer pays with another card', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 8 });
    const old = await chargeCard(t.app, order, await cardToken(t.baseUrl, '4000000000003063'));
    const oldCharge = old.json<{ charges: { id: string } }>().charges.id;

    const paid = await chargeCard(t.app, order, await cardToken(t.baseUrl, '4242424242424242'));

    expect(paid.json()).toMatchObject({ status: 'successful' });
    expect(await t.sandbox.storedCharge(oldCharge)).toMatchObject({ status: 'expired' });
    expect((await attemptsOf(t.db, order.orderId)).map((attempt) => attempt.state)).toEqual([
      'expired',
      'succeeded',
    ]);
  });

  it('never lets a late failure of an old attempt overwrite a paid order', async () => {
    await t.sandbox.webhooks(true);
    const order = await orderToPay(t.app, t.db, { methodId: 8 });
    const old = await chargeCard(t.app, order, await cardToken(t.baseUrl, '4000000000003063'));
    const oldCharge = old.json<{ charges: { id: string } }>().charges.id;
    // Omise cannot stop it (its expire call fails): the old charge stays open.
    await t.sandbox.fault({ route: 'POST /omise/charges/:id/expire', mode: '500' });
    const paid = await chargeCard(t.app, order, await cardToken(t.baseUrl, '4242424242424242'));
    expect(paid.json()).toMatchObject({ status: 'successful' });

    await t.sandbox.fail(oldCharge, { code: 'failed_3ds' });

    await eventually(async () => (await attemptsOf(t.db, order.orderId))[0]?.state === 'failed');
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('gives back a second payment of an order already paid, through Omise, and tells the buyer', async () => {
    await t.sandbox.webhooks(true);
    const order = await orderToPay(t.app, t.db, { methodId: 8 });
    const pending = (await chargeCard(t.app, order, await cardToken(t.baseUrl, '4000000000003063'))).json<{
      charges: { id: string; authorize_uri: string };
    }>();
    await t.sandbox.fault({ route: 'POST /omise/charges/:id/expire', mode: '500' });
    await chargeCard(t.app, order, await cardToken(t.baseUrl, '4242424242424242'));

    await fetch(pending.charges.authorize_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=pass',
      redirect: 'manual',
    });

    await eventually(async () => (await attemptsOf(t.db, order.orderId))[0]?.state === 'refunded');
    expect((await attemptsOf(t.db, order.orderId))[0]).toMatchObject({ flagReason: 'paid_twice' });
    expect(await t.sandbox.refunds()).toEqual([
      expect.objectContaining({ charge: pending.charges.id, amount: order.total }),
    ]);
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
    const mails = await queuedMailTemplates(t.db);
    expect(mails.filter((template) => template === 'extra_payment_received')).toHaveLength(1);
    expect(mails.filter((template) => template === 'extra_payment_refunded')).toHaveLength(1);
  });

  it('logs a notification about no attempt of ours and answers it, changing nothing', async () => {
    const event = signedOmiseEvent({
      object: 'event',
      id: 'evnt_test_stranger',
      key: 'charge.complete',
      data: { object: 'charge', id: 'chrg_test_unknown', metadata: {} },
    });

    const response = await fetch(`${t.baseUrl}/webhook/payment/omise`, {
      method: 'POST',
      headers: event.headers,
      body: event.body,
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ matched: false });
  });

  describe.skipIf(testDatabaseKind() !== 'postgres')('on PostgreSQL, at the same moment', () => {
    it('settles once when the same notification is delivered 20 times at once', async () => {
      const { order, chargeId } = await paidPromptPay();
      const charge = await t.sandbox.storedCharge(chargeId);
      const event = signedOmiseEvent({
        object: 'event',
        id: 'evnt_test_storm',
        key: 'charge.complete',
        data: charge,
      });

      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${t.baseUrl}/webhook/payment/omise`, {
            method: 'POST',
            headers: event.headers,
            body: event.body,
          }).then(async (response) => ({
            status: response.status,
            body: (await response.json()) as { duplicate: boolean },
          })),
        ),
      );

      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => !answer.body.duplicate)).toHaveLength(1);
      expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
      expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    });

    it('settles once when 20 different events about one payment arrive at once', async () => {
      const { order, chargeId } = await paidPromptPay();
      const charge = await t.sandbox.storedCharge(chargeId);

      await Promise.all(
        Array.from({ length: 20 }, (_, index) => {
          const event = signedOmiseEvent({
            object: 'event',
            id: `evnt_test_many_${String(index)}`,
            key: 'charge.complete',
            data: charge,
          });
          return fetch(`${t.baseUrl}/webhook/payment/omise`, {
            method: 'POST',
            headers: event.headers,
            body: event.body,
          });
        }),
      );

      expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
      expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    });
  });
});
