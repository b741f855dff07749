import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminRoutePath, isPrivateRoutePath } from '../lib/route-access';
import type { RegisteredRoute } from '../plugins/route-registry';
import { APP_SHELL } from '../test/app-shell';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { databaseFingerprint } from '../test/database-fingerprint';
import { insertCourse, insertUser } from '../test/factories';
import { rawRequest } from '../test/raw-request';
import { sessionCookieFor } from '../test/sessions';

/** A concrete address for a route pattern: every `:param` becomes 1. */
const addressOf = (url: string) => url.replaceAll(/:[A-Za-z_]+/g, '1');

const percentEncoded = (character: string) =>
  `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** The address with the first letter of one of its fixed segments percent-encoded. */
const withEncodedLetter = (address: string, segmentIndex: number) => {
  const segments = address.split('/');
  const segment = segments[segmentIndex] ?? '';
  const letter = segment.search(/[a-z]/i);
  segments[segmentIndex] =
    segment.slice(0, letter) + percentEncoded(segment.charAt(letter)) + segment.slice(letter + 1);
  return segments.join('/');
};

/** The last segment of a pattern that is not a parameter, as an index into the address's segments. */
const lastFixedSegment = (url: string) => {
  const segments = url.split('/');
  for (let index = segments.length - 1; index > 0; index -= 1) {
    if (/[a-z]/i.test(segments[index] ?? '') && !segments[index]?.startsWith(':')) return index;
  }
  return 1;
};

/** Second spellings of a route's address, each of which the router alone might read as the route. */
const otherSpellings = (route: RegisteredRoute) => {
  const address = addressOf(route.url);
  const treeSegment = address.startsWith('/api/') ? 2 : 1;
  return [
    withEncodedLetter(address, treeSegment),
    withEncodedLetter(address, lastFixedSegment(route.url)),
    address.replace(/^(\/[^/]+)\//, '$1%2F'),
    `/${address}`,
    address.replace(/^\/(\w+)\//, '/$1//'),
    `/public/..${address}`,
    `/public/./..${address}`,
  ];
};

/**
 * Every back-office and private route, found in the route registry (so a route added later is
 * covered), asked for under other spellings of its address: the attack of issue "Hardening II",
 * where `/api/%61dmin/bank-accounts` answered a visitor with the shop's bank accounts.
 */
describe('addresses spelled another way', () => {
  let t: TestApp;
  let guarded: RegisteredRoute[];
  let adminCookie: string;
  let baseUrl: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { webShell: APP_SHELL });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    guarded = t.app
      .registeredRoutes()
      .filter(
        (route) => (isAdminRoutePath(route.url) || isPrivateRoutePath(route.url)) && route.method !== 'HEAD',
      );
    adminCookie = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bank-accounts',
      headers: { cookie: adminCookie },
      payload: { bank: 'KBANK', bank_name: 'Kasikorn', account_id: '123-4-56789-0', account_name: 'Shop' },
    });
    expect(created.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A request with its address exactly as written; a body (one no route takes) where the method has one. */
  const call = (method: string, url: string, cookie?: string) =>
    rawRequest(baseUrl, method, url, {
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' || method === 'DELETE' ? {} : { json: { anything: 'at all' } }),
    });

  it('has back-office and private routes to check', () => {
    expect(guarded.filter((route) => isAdminRoutePath(route.url)).length).toBeGreaterThanOrEqual(50);
    expect(guarded.filter((route) => isPrivateRoutePath(route.url)).length).toBeGreaterThanOrEqual(20);
  });

  it('refuses every other spelling of every back-office and private address, and changes nothing', async () => {
    const before = await databaseFingerprint(t.db);
    for (const route of guarded) {
      for (const url of otherSpellings(route)) {
        const response = await call(route.method, url);
        expect({ route, url, status: response.status }).toEqual({ route, url, status: 400 });
        expect(JSON.parse(response.body)).toEqual({
          success: false,
          error: { code: 'ADDRESS_NOT_CANONICAL', msg: expect.any(String) as string },
        });
      }
    }
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('answers a visitor 401 on every private route before reading the body it sent', async () => {
    for (const route of guarded.filter((candidate) => isPrivateRoutePath(candidate.url))) {
      const response = await call(route.method, addressOf(route.url));
      expect({ route, status: response.status, body: JSON.parse(response.body) as unknown }).toEqual({
        route,
        status: 401,
        body: { success: false, error: { code: 'UNAUTHORIZED', msg: 'Sign in first' } },
      });
    }
  });

  it("no longer shows a visitor the shop's bank accounts, payment methods or shipping fees", async () => {
    for (const path of ['bank-accounts', 'payment-methods', 'shipping-fees']) {
      const response = await call('GET', `/api/%61dmin/${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(response.body).not.toContain('123-4-56789-0');
    }
  });

  it('takes an address in other letter case for a page of the web app, since routes match letter by letter', async () => {
    const response = await call('GET', '/API/ADMIN/bank-accounts');

    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('123-4-56789-0');
  });

  it('serves an administrator the plainly written address, and refuses them the other spellings too', async () => {
    const plain = await call('GET', '/api/admin/bank-accounts', adminCookie);
    const encoded = await call('GET', '/api/%61dmin/bank-accounts', adminCookie);

    expect(plain.status).toBe(200);
    expect(plain.body).toContain('123-4-56789-0');
    expect(encoded.status).toBe(400);
  });

  it('keeps encoded characters that have no other spelling: a Thai course address and a file name', async () => {
    const slug = 'ภาษาไทย';
    const course = await insertCourse(t.db, { slug, title: 'Thai for beginners' });

    const coursePage = await call('GET', `/course/${String(course.id)}-${encodeURIComponent(slug)}`);
    const fileName = await call('GET', '/uploads/no%20such%20file.png');

    expect(coursePage.status).toBe(200);
    expect(coursePage.body).toContain('<title>Thai for beginners | Course Shop</title>');
    expect(JSON.parse(fileName.body)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
