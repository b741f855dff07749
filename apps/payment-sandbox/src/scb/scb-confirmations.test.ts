import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { SCB_SANDBOX_KEYS } from './scb-sandbox-keys';
import { ACKNOWLEDGED, createQr, inquire, scbControl, startConfirmationReceiver } from './scb-test-client';

type Receiver = Awaited<ReturnType<typeof startConfirmationReceiver>>;
type Delivery = { status: number; acknowledged: boolean; lost: boolean };
type QrView = { deliveries: Delivery[]; payments: { transactionId: string }[] };

const REF1 = 'O12A34D260115';
/** The sandbox apps here use a retry base of 10 ms: SCB's 12 s between tries becomes 120 ms. */
const RETRY_INTERVAL_MS = 120;

let app: FastifyInstance | undefined;
let receiver: Receiver | undefined;

const setUp = async (replies: { status: number; body: unknown }[] = [ACKNOWLEDGED]) => {
  receiver = await startConfirmationReceiver(replies);
  app = await buildSandboxApp({ shopUrl: receiver.url });
  await createQr(app);
  return { app, receiver };
};

afterEach(async () => {
  await app?.close();
  await receiver?.close();
  app = undefined;
  receiver = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SCB payment confirmations', () => {
  it("posts SCB's unsigned confirmation to the shop once the bank pays, and stops at resCode 00", async () => {
    const { app, receiver } = await setUp();

    const paid = await scbControl<{ transactionId: string }>(app, `/qrcodes/${REF1}/pay`, {});

    const [confirmation] = await receiver.waitFor(1);
    await sleep(RETRY_INTERVAL_MS * 2);
    expect(receiver.received).toHaveLength(1);
    expect(confirmation?.path).toBe('/webhook/payment/scb');
    expect(confirmation?.body).toMatchObject({
      transactionId: paid.transactionId,
      amount: '2664.30',
      currencyCode: '764',
      transactionType: 'Domestic Transfer',
      payeeProxyId: SCB_SANDBOX_KEYS.billerId,
      billPaymentRef1: REF1,
      billPaymentRef3: 'SCB34',
      transactionDateandTime: expect.stringMatching(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+07:00$/,
      ) as string,
    });
  });

  it('tries 3 more times, 12 s (scaled) apart, while the shop does not answer resCode 00', async () => {
    const { app, receiver } = await setUp([{ status: 200, body: { received: true } }]);

    await scbControl(app, `/qrcodes/${REF1}/pay`, {});

    const received = await receiver.waitFor(4);
    await sleep(RETRY_INTERVAL_MS * 2);
    expect(receiver.received).toHaveLength(4);
    expect(new Set(received.map((item) => item.body.transactionId)).size).toBe(1);
    const gaps = received.slice(1).map((item, index) => item.at - (received[index]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(RETRY_INTERVAL_MS - 5);
  });

  it('stops retrying once the shop recovers and answers resCode 00', async () => {
    const { app, receiver } = await setUp([{ status: 500, body: {} }, ACKNOWLEDGED]);

    await scbControl(app, `/qrcodes/${REF1}/pay`, {});

    await receiver.waitFor(2);
    await sleep(RETRY_INTERVAL_MS * 2);
    expect(receiver.received).toHaveLength(2);
  });

  it('treats a lost reply as a time-out and sends the same confirmation again', async () => {
    const { app, receiver } = await setUp();

    await scbControl(app, `/qrcodes/${REF1}/pay`, { loseReplies: 1 });

    await receiver.waitFor(2);
    // The sandbox records a delivery once it has read the shop's reply, a moment after the shop got it.
    // Polled on a timer: a tight loop of in-process requests would starve the socket that brings it.
    const qr = await vi.waitFor(
      async () => {
        const view = await scbControl<QrView>(app, `/qrcodes/${REF1}`);
        if (view.deliveries.length < 2) throw new Error('the second delivery is not recorded yet');
        return view;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(qr.deliveries.map(({ status, acknowledged, lost }) => ({ status, acknowledged, lost }))).toEqual([
      { status: 200, acknowledged: false, lost: true },
      { status: 200, acknowledged: true, lost: false },
    ]);
    expect(receiver.received[0]?.body).toEqual(receiver.received[1]?.body);
  });

  it('loses confirmations while they are off, and delivers the paid one when asked, as often as asked', async () => {
    const { app, receiver } = await setUp();
    await scbControl(app, '/webhooks', { enabled: false });
    const paid = await scbControl<{ transactionId: string }>(app, `/qrcodes/${REF1}/pay`, {});
    await sleep(50);
    expect(receiver.received).toHaveLength(0);

    const answer = await scbControl<{ transactionId: string; deliveries: Delivery[] }>(
      app,
      `/qrcodes/${REF1}/webhook`,
      { times: 2 },
    );

    expect(answer.transactionId).toBe(paid.transactionId);
    expect(answer.deliveries.map((delivery) => delivery.acknowledged)).toEqual([true, true]);
    expect(receiver.received.map((item) => item.body.transactionId)).toEqual([
      paid.transactionId,
      paid.transactionId,
    ]);
  });

  it("forges a confirmation that SCB's inquiry knows nothing about", async () => {
    const { app, receiver } = await setUp();

    await scbControl(app, `/qrcodes/${REF1}/webhook`, { variant: 'forged' });

    expect(receiver.received[0]?.body).toMatchObject({ billPaymentRef1: REF1, amount: '2664.30' });
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const inquiry = await inquire(app, {
      eventCode: '00300100',
      transactionDate: today,
      billerId: SCB_SANDBOX_KEYS.billerId,
      reference1: REF1,
    });
    expect(inquiry.json()).toMatchObject({ data: [] });
  });
});
