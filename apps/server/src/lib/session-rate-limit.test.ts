import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertStudent } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';

/** `/public/payment/report` allows 10 reports a minute per signed-in account, or per address. */
const LIMIT = 10;

describe('limits counted per signed-in account, or per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const report = (remoteAddress: string, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/public/payment/report',
      remoteAddress,
      headers: { cookie },
      payload: { order_id: 1, status: 'approved', payment: 'Paypal' },
    });
  const reports = async (remoteAddress: string, cookies: () => string, count: number) => {
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) {
      statuses.push((await report(remoteAddress, cookies())).statusCode);
    }
    return statuses;
  };
  const randomSid = () => `sid=${randomBytes(32).toString('base64url')}`;
  const allowedThenRefused = (allowed: number, refused: number) => [
    ...Array.from({ length: allowed }, () => 200),
    ...Array.from({ length: refused }, () => 429),
  ];

  it('counts a client that sends a new random session cookie each time by its address', async () => {
    const statuses = await reports('192.0.2.41', randomSid, LIMIT + 4);

    expect(statuses).toEqual(allowedThenRefused(LIMIT, 4));
  });

  it('counts a session cookie the server never issued, sent again and again, by the address too', async () => {
    const forged = randomSid();
    await reports('192.0.2.42', randomSid, LIMIT);

    expect((await report('192.0.2.42', forged)).statusCode).toBe(429);
  });

  it("counts an account's sessions together, however many it signed in", async () => {
    const student = await insertStudent(t.db);
    const sessions = [await sessionCookieFor(t.db, student.id), await sessionCookieFor(t.db, student.id)];
    let next = 0;

    const statuses = await reports('192.0.2.43', () => sessions[next++ % 2] ?? '', LIMIT + 1);

    expect(statuses).toEqual(allowedThenRefused(LIMIT, 1));
  });

  it("counts an account's sessions together on a private route too, where a forged session is only a 401", async () => {
    const student = await insertStudent(t.db);
    const sessions = [await sessionCookieFor(t.db, student.id), await sessionCookieFor(t.db, student.id)];
    const ask = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/private/orders/payment/approved',
        remoteAddress: '192.0.2.45',
        headers: { cookie },
        payload: { order_id: 2_000_000_000 },
      });
    const statuses: number[] = [];
    // The route allows 30 questions a minute.
    for (let index = 0; index < 31; index += 1)
      statuses.push((await ask(sessions[index % 2] ?? '')).statusCode);
    const forged = await ask(randomSid());

    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: { code: 'PERMISSION_DENIED' } });
  });

  it('gives each signed-in buyer behind one address a count of their own', async () => {
    const first = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    const second = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);

    const firstStatuses = await reports('192.0.2.44', () => first, LIMIT);
    const secondStatuses = await reports('192.0.2.44', () => second, LIMIT);
    const visitorStatuses = await reports('192.0.2.44', randomSid, LIMIT);

    expect([...firstStatuses, ...secondStatuses, ...visitorStatuses]).toEqual(
      allowedThenRefused(3 * LIMIT, 0),
    );
  });
});
