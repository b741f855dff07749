import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { SCB_SANDBOX_KEYS } from './scb-sandbox-keys';
import { createQr, inquire, qrBody, requestToken, scbControl, scbHeaders, tokenOf } from './scb-test-client';

type Envelope<T = Record<string, unknown>> = { status: { code: number; description: string }; data?: T };

let app: FastifyInstance | undefined;
const sandbox = async () => {
  app = await buildSandboxApp();
  return app;
};
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const inquiryOf = (ref1: string, transactionDate = bangkokToday()) => ({
  eventCode: '00300100',
  transactionDate,
  billerId: SCB_SANDBOX_KEYS.billerId,
  reference1: ref1,
});

describe('SCB Open API sandbox: OAuth', () => {
  it("issues a 30-minute bearer token for the app's key and secret, in SCB's envelope", async () => {
    const answer = await requestToken(await sandbox());

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: { code: 1000, description: 'Success' },
      data: { tokenType: 'Bearer', expiresIn: 1800, accessToken: expect.any(String) as string },
    });
  });

  it('refuses a wrong secret with HTTP 401 and code 9300', async () => {
    const answer = await requestToken(await sandbox(), { applicationSecret: 'guess' });

    expect(answer.statusCode).toBe(401);
    expect(answer.json<Envelope>().status.code).toBe(9300);
  });

  it('refuses a call without resourceOwnerId or requestUId', async () => {
    const app = await sandbox();
    const { resourceOwnerId: _owner, ...withoutOwner } = scbHeaders();
    const { requestUId: _uid, ...withoutUid } = scbHeaders();

    for (const headers of [withoutOwner, withoutUid]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/sandbox/scb/v1/oauth/token',
        headers,
        payload: {},
      });
      expect(answer.json<Envelope>().status.code).not.toBe(1000);
    }
  });

  it('answers an unknown or expired token with HTTP 401 and code 9300', async () => {
    const app = await sandbox();
    expect((await createQr(app, qrBody(), { token: 'made-up' })).statusCode).toBe(401);
    const token = await tokenOf(app);
    await scbControl(app, '/token-ttl', { expireIssued: true });

    const answer = await createQr(app, qrBody(), { token });

    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ status: { code: 9300, description: 'Access token expired' } });
  });

  it('issues tokens that are already over when the control sets their lifetime to 0', async () => {
    const app = await sandbox();
    await scbControl(app, '/token-ttl', { seconds: 0 });

    expect((await createQr(app)).statusCode).toBe(401);
  });
});

describe('SCB Open API sandbox: QR create', () => {
  it('makes a Thai QR tag 30 for the biller with the amount, as a PNG', async () => {
    const answer = await createQr(await sandbox());

    const { status, data } = answer.json<Envelope<{ qrRawData: string; qrImage: string }>>();
    expect(status.code).toBe(1000);
    expect(data?.qrRawData).toMatch(/^000201010212/);
    expect(data?.qrRawData).toContain(`0115${SCB_SANDBOX_KEYS.billerId}0213O12A34D260115`);
    expect(data?.qrRawData).toContain('54072664.30');
    expect(
      Buffer.from(data?.qrImage ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it.each([
    ['a lower-case ref1', { ref1: 'o12a34' }],
    ['a ref1 longer than 20', { ref1: 'A'.repeat(21) }],
    ['no ref1', { ref1: undefined }],
    ['an amount without two decimals', { amount: '2664.3' }],
    ['an amount of zero', { amount: '0.00' }],
    ['another biller', { ppId: '999999999999999' }],
    ['an expiry in the past', { numberOfTimes: 1, expiryDate: '2020-01-01 00:00:00' }],
    ['times without an expiry', { numberOfTimes: 1 }],
  ])("refuses %s in SCB's envelope", async (_name, change) => {
    const answer = await createQr(await sandbox(), qrBody(change));

    expect(answer.statusCode).toBe(400);
    expect(answer.json<Envelope>().status.code).toBe(1101);
  });

  it('refuses the next QR with the code the control asks for', async () => {
    const app = await sandbox();
    await scbControl(app, '/next-create', { code: 4101, description: 'Biller suspended' });

    const refused = await createQr(app);
    const next = await createQr(app);

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: { code: 4101, description: 'Biller suspended' } });
    expect(next.json<Envelope>().status.code).toBe(1000);
  });

  it('lets a v2 QR be paid once, and never after its expiryDate', async () => {
    const app = await sandbox();
    const soon = new Date(Date.now() + 7 * 3_600_000 + 60_000).toISOString().slice(0, 19).replace('T', ' ');
    await createQr(app, qrBody({ ref1: 'ONCE', numberOfTimes: 1, expiryDate: soon }));
    await createQr(app, qrBody({ ref1: 'LATE', numberOfTimes: 1, expiryDate: soon }));

    await scbControl(app, '/qrcodes/ONCE/pay', {});
    const again = await app.inject({
      method: 'POST',
      url: '/sandbox/__control/scb/qrcodes/ONCE/pay',
      payload: {},
    });
    const late = await app.inject({
      method: 'POST',
      url: '/sandbox/__control/scb/qrcodes/LATE/pay',
      payload: { at: new Date(Date.now() + 120_000).toISOString() },
    });

    expect(again.statusCode).toBe(409);
    expect(late.statusCode).toBe(409);
  });
});

describe('SCB Open API sandbox: bill-payment inquiry', () => {
  it('lists nothing before the QR is paid, and the payment afterwards on the day it was paid', async () => {
    const app = await sandbox();
    await createQr(app);
    const before = await inquire(app, inquiryOf('O12A34D260115'));

    await scbControl(app, '/qrcodes/O12A34D260115/pay', {});
    const after = await inquire(app, inquiryOf('O12A34D260115'));
    const otherDay = await inquire(app, inquiryOf('O12A34D260115', '2020-01-01'));

    expect(before.json()).toEqual({ status: { code: 1000, description: 'Success' }, data: [] });
    expect(after.json<Envelope<unknown[]>>().data).toEqual([
      expect.objectContaining({
        eventCode: '00300100',
        billPaymentRef1: 'O12A34D260115',
        billPaymentRef3: 'SCB34',
        amount: '2664.30',
        currencyCode: '764',
        reverseFlag: 'N',
      }),
    ]);
    expect(otherDay.json<Envelope<unknown[]>>().data).toEqual([]);
  });

  it('reports the amount the bank paid, even when it is not the QR amount', async () => {
    const app = await sandbox();
    await createQr(app);
    await scbControl(app, '/qrcodes/O12A34D260115/pay', { amount: 100_050 });

    const answer = await inquire(app, inquiryOf('O12A34D260115'));

    expect(answer.json<Envelope<{ amount: string }[]>>().data?.[0]?.amount).toBe('1000.50');
  });

  it('refuses an inquiry without a date or a reference', async () => {
    const app = await sandbox();
    const { transactionDate: _date, ...noDate } = inquiryOf('X1');
    const { reference1: _ref, ...noReference } = inquiryOf('X1');

    expect((await inquire(app, noDate)).json<Envelope>().status.code).toBe(1101);
    expect((await inquire(app, noReference)).json<Envelope>().status.code).toBe(1101);
  });
});

describe('SCB sandbox: the stand-in banking app', () => {
  it('lists the open QRs and pays one with its button, as the control API would', async () => {
    const app = await sandbox();
    await createQr(app);

    const page = await app.inject({ method: 'GET', url: '/sandbox/scb/bank-app' });
    const paid = await app.inject({ method: 'POST', url: '/sandbox/scb/bank-app/O12A34D260115/pay' });

    expect(page.body).toContain('action="http://localhost:3000/sandbox/scb/bank-app/O12A34D260115/pay"');
    expect(paid.body).toContain('ชำระแล้ว O12A34D260115');
    expect(paid.body).not.toContain('action=');
    expect((await inquire(app, inquiryOf('O12A34D260115'))).json<Envelope<unknown[]>>().data).toHaveLength(1);
  });
});
