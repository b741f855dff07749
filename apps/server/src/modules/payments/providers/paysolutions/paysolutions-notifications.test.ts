import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../../../db/tables';
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
import { cancelOverdueOrders } from '../../../orders/order-sweeper';
import { listPaymentLogs } from '../../payment-attempts.repository';
import { reconcileOpenPayments } from '../../payment-reconciler';
import {
  answerOf,
  decideOnHostedPage,
  paySolutionsControl,
  postHostedForm,
  startedPaySolutions,
} from './paysolutions-test-helpers';

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

describe('Pay Solutions postbacks, inquiries and the reconciler', () => {
  let t: ListeningTestApp;
  let control: ReturnType<typeof paySolutionsControl>;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    control = paySolutionsControl(t.sandbox);
    await insertPaymentMethods(t.db, [1, 13]);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
    await control.postbacks({ enabled: false });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A student on the hosted page of a new attempt; `paid` presses Pay there. */
  const onHostedPage = async (options: { paid?: boolean } = {}) => {
    const order = await orderToPay(t.app, t.db, { methodId: 13 });
    const started = await startedPaySolutions(t.app, order);
    await postHostedForm(started);
    if (options.paid) await decideOnHostedPage(started, 'pay');
    return { order, started, refno: started.data.refno };
  };

  const postback = (query: string, init: RequestInit = {}) =>
    fetch(`${t.baseUrl}/webhook/payment/pay-solutions${query}`, init);

  it.each([
    ['POST mode (form-encoded body)', 'POST' as const],
    ['GET mode (fields in the query)', 'GET' as const],
  ])(
    'settles from a postback in %s once the inquiry confirms it, and logs what it said',
    async (_name, method) => {
      const { order, refno, started } = await onHostedPage({ paid: true });

      const { deliveries } = await control.postback(refno, { method });

      expect(deliveries.map((delivery) => [delivery.method, delivery.status])).toEqual([[method, 200]]);
      expect(await orderStatus(t.db, order.orderId)).toBe('approved');
      expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
      const logs = await listPaymentLogs(t.db, started.orderPaymentId);
      expect(logs.find((log) => log.kind === 'notification')?.body).toContain(`refno=${refno}`);
    },
  );

  it('settles once when the same postback arrives three times', async () => {
    const { order, refno } = await onHostedPage({ paid: true });

    const { deliveries } = await control.postback(refno, { times: 3 });

    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(deliveries.map((delivery) => answerOf(delivery).duplicate)).toEqual([false, true, true]);
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('changes nothing for a postback claiming status CP when the inquiry answers nothing', async () => {
    const { order, refno } = await onHostedPage();

    const { deliveries } = await control.postback(refno, { variant: 'forged' });

    expect(deliveries[0]?.status).toBe(200);
    expect(answerOf(deliveries[0])).toMatchObject({ matched: true, duplicate: false });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('pending');
  });

  it("changes nothing for spec 2's leftover browser call: a signed-in buyer posting status CP", async () => {
    const { order, refno } = await onHostedPage();

    const forged = await postback('', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: order.cookie, origin: t.baseUrl },
      body: JSON.stringify({ refno, orderno: refno, status: 'CP', statusname: 'COMPLETED' }),
    });
    const forgedGet = await postback(`?refno=${refno}&orderno=1&status=CP&statusname=COMPLETED`, {
      headers: { cookie: order.cookie },
    });

    expect([forged.status, forgedGet.status]).toEqual([200, 200]);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('pending');
  });

  it('refuses a postback that names no refno of Pay Solutions', async () => {
    const missing = await postback('', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=CP&statusname=COMPLETED',
    });
    const letters = await postback('?refno=ABC&status=CP');

    expect([missing.status, letters.status]).toEqual([401, 401]);
  });

  it('answers a postback about a refno of no attempt, changing nothing', async () => {
    const stranger = await postback('?refno=999999123456&orderno=1&status=CP');

    expect(stranger.status).toBe(200);
    expect(await stranger.json()).toMatchObject({ matched: false });
  });

  it('never lets a later failure postback or an old attempt undo a paid order', async () => {
    const { order, started: old } = await onHostedPage();
    const paid = await startedPaySolutions(t.app, order);
    await postHostedForm(paid);
    await decideOnHostedPage(paid, 'pay');
    await control.postback(paid.data.refno);
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');

    await postback(`?refno=${paid.data.refno}&orderno=2&status=FL&statusname=FAILED`);
    await postback(`?refno=${old.data.refno}&orderno=3&status=FL&statusname=FAILED`);
    await t.db
      .update(orders)
      .set({ cancelAt: later(-MINUTE) })
      .where(eq(orders.id, order.orderId));
    await reconcileOpenPayments(t.app.payments, later(2 * MINUTE));

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await attemptsOf(t.db, order.orderId)).toMatchObject([
      { state: 'expired' },
      { state: 'succeeded' },
    ]);
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
  });

  it('settles a payment whose postback was lost, by asking Pay Solutions', async () => {
    const { order } = await onHostedPage({ paid: true });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');

    await reconcileOpenPayments(t.app.payments, later(2 * MINUTE));

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it("keeps asking while the order may still be paid, then expires the attempt at the order's end so it can be cancelled", async () => {
    const { order } = await onHostedPage();

    await reconcileOpenPayments(t.app.payments, later(2 * MINUTE));
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('pending');
    expect(await cancelOverdueOrders(t.db, new Date())).not.toContain(order.orderId);

    await t.db
      .update(orders)
      .set({ cancelAt: later(-MINUTE) })
      .where(eq(orders.id, order.orderId));
    await reconcileOpenPayments(t.app.payments, later(60 * MINUTE));

    expect((await attemptsOf(t.db, order.orderId))[0]).toMatchObject({
      state: 'expired',
      failureCode: 'payment_expired',
    });
    expect(await cancelOverdueOrders(t.db, new Date())).toContain(order.orderId);
  });

  it("pays an order whose buyer paid at the last moment, although the order's time ran out", async () => {
    const { order, refno } = await onHostedPage();
    await t.db
      .update(orders)
      .set({ cancelAt: later(-MINUTE) })
      .where(eq(orders.id, order.orderId));
    await control.pay(refno);

    await reconcileOpenPayments(t.app.payments, later(2 * MINUTE));

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });

  it('settles when the sandbox posts back by itself, in GET mode', async () => {
    await control.postbacks({ enabled: true, method: 'GET' });
    const { order } = await onHostedPage({ paid: true });

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
  });
});
