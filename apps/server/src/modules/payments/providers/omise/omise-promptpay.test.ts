import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  createPromptPay,
  enrolmentsOf,
  eventually,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
} from '../../../../test/payment-fixtures';
import { deliverAndReadMail, makeDataDir, removeDataDir } from '../../../../test/read-mail';

type PromptPayAnswer = {
  QrcodeUrl: { image: { download_uri: string } };
  charge_id: string;
  expires_at: string | null;
  orderPaymentId: number;
};

describe('paying by PromptPay with Omise (method 9)', () => {
  let t: ListeningTestApp;
  let dataDir: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildListeningTestApp();
    dataDir = await makeDataDir();
    await insertPaymentMethodsForPayments(t.db);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
    await removeDataDir(dataDir);
  });

  it('shows a QR of a real PromptPay payload for the order amount, valid for 15 minutes', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9, price: 49_900 });
    const started = Date.now();

    const answer = (await createPromptPay(t.app, order)).json<PromptPayAnswer>();

    const image = await fetch(answer.QrcodeUrl.image.download_uri);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    const expiresIn = new Date(answer.expires_at ?? 0).getTime() - started;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect(await t.sandbox.storedCharge(answer.charge_id)).toMatchObject({
      amount: 49_900,
      status: 'pending',
    });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('approves the order when Omise notifies the payment, and tells the buyer on their socket and by mail', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9 });
    const socket = connect(t.baseUrl, {
      transports: ['websocket'],
      extraHeaders: { cookie: order.cookie },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    const updates: { payment_status: string }[] = [];
    socket.on('order:updated', (event: { orderId: number; payment_status: string }) => {
      if (event.orderId === order.orderId) updates.push(event);
    });
    const answer = (await createPromptPay(t.app, order)).json<PromptPayAnswer>();

    await t.sandbox.succeed(answer.charge_id);

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    await eventually(() => Promise.resolve(updates.some((update) => update.payment_status === 'approved')));
    const mails = await deliverAndReadMail(t.db, dataDir);
    const approved = mails.find((mail) => mail.subject.includes(`#${String(order.orderId)}`));
    expect(approved?.subject).toContain('approved');
    expect(approved?.text).toContain('ชำระเงินเรียบร้อย');
    expect(approved?.text).toContain('You can start learning');
  });

  it('marks the QR expired when Omise expires it, and the order stays payable with a new QR', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9 });
    const first = (await createPromptPay(t.app, order)).json<PromptPayAnswer>();

    await t.sandbox.expire(first.charge_id);

    await eventually(async () => (await attemptsOf(t.db, order.orderId))[0]?.state === 'expired');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    const poll = await t.app.inject({
      method: 'GET',
      url: `/private/orders/${String(order.orderId)}`,
      headers: { cookie: order.cookie },
    });
    expect(poll.json()).toMatchObject({
      data: { payment_status: 'notYetReceived', latest_payment: { state: 'expired', next_action: null } },
    });
    const second = (await createPromptPay(t.app, order)).json<PromptPayAnswer>();
    expect(second.charge_id).not.toBe(first.charge_id);
  });

  it('expires the previous QR at Omise when the buyer asks for a new one', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9 });
    const first = (await createPromptPay(t.app, order)).json<PromptPayAnswer>();

    await createPromptPay(t.app, order);

    expect(await t.sandbox.storedCharge(first.charge_id)).toMatchObject({ status: 'expired' });
    expect((await attemptsOf(t.db, order.orderId)).map((attempt) => attempt.state)).toEqual([
      'expired',
      'pending',
    ]);
  });

  it('flags money of another amount for an administrator and fulfils nothing', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9, price: 150_000 });
    const answer = (await createPromptPay(t.app, order)).json<PromptPayAnswer>();

    await t.sandbox.succeed(answer.charge_id, { amount: 100_000 });

    await eventually(async () => (await attemptsOf(t.db, order.orderId))[0]?.state === 'flagged');
    expect((await attemptsOf(t.db, order.orderId))[0]?.flagReason).toBe('amount_mismatch');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });
});
