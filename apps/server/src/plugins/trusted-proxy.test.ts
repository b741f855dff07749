import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sessions } from '../db/tables';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertStudent, TEST_PASSWORD } from '../test/factories';

const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.9';

/** What the reverse proxy passes on: the client's own X-Forwarded-For, then the address it saw. */
const viaProxy = (sentByClient: string | null) => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': sentByClient === null ? CLIENT : `${sentByClient}, ${CLIENT}` },
});

describe.each([
  ['one proxy in front (TRUST_PROXY=1)', '1'],
  ['the proxies by address (TRUST_PROXY=10.0.0.0/8)', '10.0.0.0/8'],
])('behind a reverse proxy: %s', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: trustProxy, PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (username: string, password: string, via: ReturnType<typeof viaProxy>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: via.remoteAddress,
      headers: via.headers,
    });

  it('counts sign-in tries by the address the proxy saw, whatever X-Forwarded-For the client sends', async () => {
    const student = await insertStudent(t.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const spoofed = `198.51.100.${String(attempt + 1)}`;
      statuses.push((await login(student.username, 'guess', viaProxy(spoofed))).statusCode);
    }

    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another buyer behind the same proxy is not held up by it.
    const neighbour = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: student.username, password: 'guess' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(neighbour.statusCode).toBe(401);
  });

  it("records the client's address as the proxy saw it on the session", async () => {
    const student = await insertStudent(t.db);

    const response = await login(student.username, TEST_PASSWORD, viaProxy('192.0.2.66'));

    expect(response.statusCode).toBe(200);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, student.id));
    expect(session?.ip).toBe(CLIENT);
  });

  it('refuses a state-changing request from a foreign site even when X-Forwarded-Host names that site', async () => {
    const student = await insertStudent(t.db);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: student.username, password: TEST_PASSWORD },
      remoteAddress: PROXY,
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': CLIENT,
      },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
  });

  it("accepts a sign-in sent from the shop's own page through the proxy", async () => {
    const student = await insertStudent(t.db);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: student.username, password: TEST_PASSWORD },
      remoteAddress: PROXY,
      headers: { origin: 'https://shop.example', 'x-forwarded-for': CLIENT },
    });

    expect(response.statusCode).toBe(200);
  });
});

describe('a shop that lists its proxies by address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const student = await insertStudent(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: student.username, password: TEST_PASSWORD },
      remoteAddress: '198.51.100.20',
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });

    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, student.id));
    expect(session?.ip).toBe('198.51.100.20');
  });
});

describe('TRUST_PROXY', () => {
  it('reads a number of proxies, a list of addresses and ranges, or off', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('stops the start on TRUST_PROXY=true with a message naming the forms that replace it', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8/);
  });

  it('stops the start on an address that is not one, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.internal' })).toThrow(/"proxy\.internal"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
  });
});
