import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import { insertTwoC2pMethods, TWOC2P_SECRET } from './twoc2p-test-kit';

const signed = (claims: Record<string, unknown>, key = TWOC2P_SECRET) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(key));

describe("2C2P's backend notification address", () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    await insertTwoC2pMethods(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const notify = (body: string) =>
    fetch(`${t.baseUrl}/webhook/payment/2c2p`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it.each([
    ['plain JSON claiming a payment', JSON.stringify({ invoiceNo: '1A1T1', respCode: '0000' })],
    ['a body that is not JSON', 'payload=abc'],
    ['an unsigned JWT', JSON.stringify({ payload: 'eyJhbGciOiJub25lIn0.eyJyZXNwQ29kZSI6IjAwMDAifQ.' })],
  ])('refuses %s with 401', async (_name, body) => {
    const response = await notify(body);

    expect(response.status).toBe(401);
  });

  it("refuses a notification signed for another merchant's account", async () => {
    const payload = await signed({ merchantID: 'JT02', invoiceNo: '1A1T1', tranRef: '1', respCode: '0000' });

    expect((await notify(JSON.stringify({ payload }))).status).toBe(401);
  });

  it('answers a signed notification about no attempt of ours, changing nothing', async () => {
    const payload = await signed({
      merchantID: 'JT01',
      invoiceNo: 'SOMEONEELSE1',
      tranRef: '9',
      respCode: '0000',
    });

    const response = await notify(JSON.stringify({ payload }));

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ matched: false });
  });
});
