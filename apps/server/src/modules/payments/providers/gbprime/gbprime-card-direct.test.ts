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
import { gbCardToken, gbControl, payByGbCard, type GbCardAnswer } from './gbprime-test-kit';

/** GB's test host cannot run 3-D Secure (research §3.1): there the shop charges with otp "N". */
describe('paying by card with GB Prime Pay without 3-D Secure (GBPRIME_3D_SECURE=false)', () => {
  let t: ListeningTestApp;
  let gb: ReturnType<typeof gbControl>;
  beforeAll(async () => {
    t = await buildListeningTestApp({ GBPRIME_3D_SECURE: 'false' });
    gb = gbControl(t.baseUrl);
    await insertPaymentMethods(t.db, [1, 11]);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  it('approves the order from the charge answer and enrols the buyer once, even after the background post', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 11, price: 159_000 });

    const answer = (
      await payByGbCard(t.app, order, await gbCardToken(t.baseUrl, '4535017710535741'))
    ).json<GbCardAnswer>();

    expect(answer).toMatchObject({ status: 'successful', data: { invoice_url: null } });
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    const charge = (await gb.requests()).find((request) => request.url.endsWith('/v2/tokens/charge'));
    expect(JSON.parse(charge?.body ?? '{}')).toMatchObject({ amount: '1590.00', otp: 'N' });
    // GB's background post arrives a moment later; the status inquiry it causes changes nothing.
    await eventually(async () =>
      (await gb.requests()).some((request) => request.url.endsWith('/v1/check_status_txn')),
    );
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('declines with the reason GB gives', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 11 });

    const answer = (
      await payByGbCard(t.app, order, await gbCardToken(t.baseUrl, '4000000000000069'))
    ).json<GbCardAnswer>();

    expect(answer).toMatchObject({ status: 'failed', failure_code: 'expired_card' });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('still settles a charge that went through although its answer was lost', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 11 });
    await t.sandbox.fault({ route: 'POST /gbprime/v2/tokens/charge', mode: 'drop', after: true });

    const response = await payByGbCard(t.app, order, await gbCardToken(t.baseUrl, '4535017710535741'));

    expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_OUTCOME_UNKNOWN' } });
    // The background post names our referenceNo, which carries the attempt: the server asks GB and settles.
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect((await attemptsOf(t.db, order.orderId))[0]).toMatchObject({ state: 'succeeded' });
  });
});
