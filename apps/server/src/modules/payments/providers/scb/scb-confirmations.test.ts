import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPaymentMethods } from '../../../../test/commerce-factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  enrolmentsOf,
  eventually,
  orderStatus,
  orderToPay,
  timesEntered,
} from '../../../../test/payment-fixtures';
import { reconcileOpenPayments } from '../../payment-reconciler';
import { createScbQr, scbSandbox } from './scb-test-fixtures';

describe("SCB's payment confirmations", () => {
  let t: ListeningTestApp;
  let scb: ReturnType<typeof scbSandbox>;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    scb = scbSandbox(t);
    await insertPaymentMethods(t.db, [1, 4]);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
    await scb.confirmations({ retryIntervalMs: 50 });
  });
  afterAll(async () => {
    await t.close();
  });

  const openQr = async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 4 });
    await createScbQr(t.app, order);
    const [qr] = await scb.qrsOf(order);
    return { order, ref1: qr?.ref1 ?? '' };
  };
  const reply = (body: string) => JSON.parse(body) as unknown;

  it('answers every confirmation as SCB expects, with resCode 00 and its transaction id', async () => {
    const { order, ref1 } = await openQr();
    const paid = await scb.pay(ref1);

    await eventually(async () => (await scb.qr(ref1)).deliveries.length === 1);

    const [delivery] = (await scb.qr(ref1)).deliveries;
    expect(delivery?.status).toBe(200);
    expect(reply(delivery?.body ?? '')).toEqual({
      resCode: '00',
      resDesc: 'success',
      transactionId: paid.transactionId,
    });
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
  });

  it('settles once when SCB sends the same confirmation three times, answering each one 00', async () => {
    const { order, ref1 } = await openQr();
    await scb.confirmations({ enabled: false });
    const paid = await scb.pay(ref1);

    const { deliveries } = await scb.confirm(ref1, { times: 3 });

    expect(deliveries.map((delivery) => reply(delivery.body))).toEqual(
      Array.from({ length: 3 }, () => ({
        resCode: '00',
        resDesc: 'success',
        transactionId: paid.transactionId,
      })),
    );
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('handles the retry SCB sends when our reply was lost: answered 00 again, settled once', async () => {
    const { order, ref1 } = await openQr();

    await scb.pay(ref1, { loseReplies: 1 });

    await eventually(async () => (await scb.qr(ref1)).deliveries.length === 2);
    const { deliveries } = await scb.qr(ref1);
    expect(deliveries.map(({ lost, acknowledged }) => ({ lost, acknowledged }))).toEqual([
      { lost: true, acknowledged: false },
      { lost: false, acknowledged: true },
    ]);
    expect(deliveries.map((delivery) => reply(delivery.body))).toEqual([
      expect.objectContaining({ resCode: '00' }),
      expect.objectContaining({ resCode: '00' }),
    ]);
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
  });

  it("ignores a forged confirmation that SCB's inquiry does not confirm, though it answers it", async () => {
    const { order, ref1 } = await openQr();

    const { deliveries } = await scb.confirm(ref1, { variant: 'forged' });

    expect(deliveries[0]?.status).toBe(200);
    expect(reply(deliveries[0]?.body ?? '')).toMatchObject({ resCode: '00' });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('pending');
  });

  it('refuses a body that is not an SCB confirmation, and changes nothing', async () => {
    const { order, ref1 } = await openQr();

    const response = await fetch(`${t.baseUrl}/webhook/payment/scb`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ billPaymentRef1: ref1, status: 'PAID' }),
    });

    expect(response.status).toBe(401);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('answers a confirmation about no QR of ours, changing nothing', async () => {
    const response = await fetch(`${t.baseUrl}/webhook/payment/scb`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transactionId: 'T-STRANGER', amount: '10.00', billPaymentRef1: 'INVOICE42' }),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ resCode: '00', resDesc: 'success', transactionId: 'T-STRANGER' });
  });

  it("never lets an older QR's end undo a paid order", async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 4 });
    await createScbQr(t.app, order);
    await createScbQr(t.app, order);
    const [older, newer] = await scb.qrsOf(order);

    await scb.pay(newer?.ref1 ?? '');
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    await scb.confirm(older?.ref1 ?? '', { variant: 'forged' });
    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + 60 * 60_000));

    expect((await attemptsOf(t.db, order.orderId)).map((attempt) => attempt.state)).toEqual([
      'expired',
      'succeeded',
    ]);
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
  });

  it('still takes a payment made on a retired QR, which banks accept until its expiry', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 4 });
    await createScbQr(t.app, order);
    await createScbQr(t.app, order);
    const [older] = await scb.qrsOf(order);

    await scb.pay(older?.ref1 ?? '');

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect((await attemptsOf(t.db, order.orderId)).map((attempt) => attempt.state)).toEqual([
      'succeeded',
      'pending',
    ]);
  });
});
