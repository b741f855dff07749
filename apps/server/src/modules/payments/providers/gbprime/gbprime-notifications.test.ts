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
import { createGbQr, gbControl, type GbQrAnswer } from './gbprime-test-kit';

type Answer = { duplicate: boolean; matched: boolean };

/** GB's background posts carry no signature: each is a hint, and only check_status_txn settles. */
describe('GB Prime Pay background posts', () => {
  let t: ListeningTestApp;
  let gb: ReturnType<typeof gbControl>;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    gb = gbControl(t.baseUrl);
    await insertPaymentMethods(t.db, [1, 12]);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
    await gb.webhooks(false);
  });
  afterAll(async () => {
    await t.close();
  });

  const openQr = async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 12 });
    const reference = (await createGbQr(t.app, order)).json<GbQrAnswer>().data.reference_no;
    return { order, reference };
  };
  const post = (body: unknown) =>
    fetch(`${t.baseUrl}/webhook/payment/gbprime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const statusChecks = async () =>
    (await gb.requests()).filter((request) => request.url.endsWith('/v1/check_status_txn')).length;

  it('changes nothing on a forged "paid" post for an unpaid QR: GB says it still waits', async () => {
    const { order, reference } = await openQr();

    const { deliveries } = await gb.background(reference, { variant: 'forged' });

    expect(deliveries[0]?.status).toBe(200);
    expect(await statusChecks()).toBe(1);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('pending');
  });

  it('changes nothing on a hand-made post claiming a payment with made-up amounts', async () => {
    const { order, reference } = await openQr();

    const response = await post({
      resultCode: '00',
      amount: 1,
      referenceNo: reference,
      gbpReferenceNo: 'gbp999999999999999',
      currencyCode: '764',
      paymentType: 'Q',
    });

    expect(response.status).toBe(200);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('refuses a body that is not a background post, and answers one about no attempt of ours', async () => {
    const refused = await post('resultCode=00&referenceNo=X');
    const stranger = await post({ resultCode: '00', referenceNo: 'NOTOURS', gbpReferenceNo: 'gbp1' });

    expect(refused.status).toBe(401);
    expect(stranger.status).toBe(200);
    expect(((await stranger.json()) as Answer).matched).toBe(false);
  });

  it('settles once when GB posts the same outcome three times', async () => {
    const { order, reference } = await openQr();
    await gb.succeed(reference);

    const { deliveries } = await gb.background(reference, { times: 3 });

    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(deliveries.map((delivery) => (JSON.parse(delivery.body) as Answer).duplicate)).toEqual([
      false,
      true,
      true,
    ]);
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('asks again later when the status inquiry answers 5xx, and then settles', async () => {
    const { order, reference } = await openQr();
    await gb.succeed(reference);
    await t.sandbox.fault({ route: 'POST /gbprime/v1/check_status_txn', mode: '500' });

    const { deliveries } = await gb.background(reference);

    expect(deliveries[0]?.status).toBe(200);
    const [attempt] = await attemptsOf(t.db, order.orderId);
    expect(attempt?.state).toBe('pending');
    expect(attempt?.nextInquiryAt?.getTime()).toBeLessThanOrEqual(Date.now());
    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + 1_000));
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });

  it('never lets a late failure of an old QR overwrite a paid order', async () => {
    await gb.webhooks(true);
    const { order, reference: old } = await openQr();
    const fresh = (await createGbQr(t.app, order)).json<GbQrAnswer>().data.reference_no;
    await gb.succeed(fresh);
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');

    await gb.fail(old, '05');
    await gb.background(old);

    // GB cannot withdraw the old QR, so it stayed watched: its late failure changes only itself.
    await eventually(async () => (await attemptsOf(t.db, order.orderId))[0]?.state === 'failed');
    expect((await attemptsOf(t.db, order.orderId)).map((attempt) => attempt.state)).toEqual([
      'failed',
      'succeeded',
    ]);
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });
});
