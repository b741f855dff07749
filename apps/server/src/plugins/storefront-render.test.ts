import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SHELL } from '../test/app-shell';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertCourse, insertStudent } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';

/**
 * A stand-in for the web app's server build (`apps/web/src/ssr/entry-server.tsx`, whose real
 * pages the browser tests render): it reports what the API answered it, so these tests see what a
 * render may read and as whom.
 */
const SERVER_RENDER = `
let transport;
export const setApiTransport = (given) => { transport = given; };
const read = async (path) => {
  try {
    const answer = await transport(path, { method: 'GET', headers: {} });
    return String(answer.status);
  } catch {
    return 'left-to-browser';
  }
};
export const renderStorefrontPage = async ({ url, cookie }) => {
  if (url.startsWith('/products')) throw new Error('the render broke');
  const me = await transport('/api/auth/me', { method: 'GET', headers: {} });
  const reader = (await me.json()).data?.username ?? 'visitor';
  const facts = [
    'settings=' + (await read('/api/setting/site/into/1')),
    'methods=' + (await read('/public/cart/payments/methods')),
    'cart=' + (await read('/public/cart/0b35c1fa-c0b7-4114-a207-53fd4e85d791')),
    'courses=' + (await read('/private/my-courses')),
  ];
  return {
    html: '<main>' + url + ' for ' + reader + ' ' + facts.join(' ') + '</main>',
    styles: '<style data-css-hash="x">.ant-btn{}</style>',
    state: '<script id="shop-page-state" type="application/json">{"queries":{}}</script>',
    language: /lang=en/.test(cookie ?? '') ? 'en' : 'th',
  };
};
`;

describe('public pages rendered on the server', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp({}, { webShell: APP_SHELL, serverRender: SERVER_RENDER });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('arrive with their body, its styles and the data hand-over inside the shell', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/courses' });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>');
    expect(page.body).toContain(
      '<style data-css-hash="x">.ant-btn{}</style><div id="root" data-hydrating><main>/courses for visitor',
    );
    expect(page.body).toContain('</main></div><script id="shop-page-state" type="application/json">');
    expect(page.body.trimEnd()).toMatch(/<\/body>\s*<\/html>$/);
  });

  it('read the public catalogue, settings and payment methods, never a cart or a private answer', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/courses' });

    expect(page.body).toContain('settings=200 methods=200 cart=left-to-browser courses=left-to-browser');
  });

  it('show a signed-in reader their own view, and are kept out of shared caches', async () => {
    const student = await insertStudent(shop.db, { username: 'somchai' });
    const cookie = await sessionCookieFor(shop.db, student.id);

    const page = await shop.app.inject({ method: 'GET', url: '/', headers: { cookie } });

    expect(page.body).toContain('<main>/ for somchai');
    // A public page holds nothing of the reader's but their name: their own reads stay the browser's.
    expect(page.body).toContain('courses=left-to-browser');
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it("are in the reader's chosen language, Thai unless they chose English", async () => {
    const thai = await shop.app.inject({ method: 'GET', url: '/courses' });
    const english = await shop.app.inject({ method: 'GET', url: '/courses', headers: { cookie: 'lang=en' } });

    expect(thai.body).toContain('<html lang="th"');
    expect(english.body).toContain('<html lang="en"');
  });

  it('come compressed for a browser that reads brotli', async () => {
    const page = await shop.app.inject({
      method: 'GET',
      url: '/courses',
      headers: { 'accept-encoding': 'br' },
    });

    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('<main>/courses for visitor');
  });

  it('still arrive when the render fails, for the browser to render', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/products' });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('<main>');
  });

  it("render a course's sales page for anyone and its lessons for a signed-in reader, with their own reads", async () => {
    const course = await insertCourse(shop.db, { slug: 'rendered-course' });
    const address = `/course/${String(course.id)}-rendered-course`;
    const student = await insertStudent(shop.db, { username: 'learner' });
    const cookie = await sessionCookieFor(shop.db, student.id);

    const salesPage = await shop.app.inject({ method: 'GET', url: address });
    const visitorsLessons = await shop.app.inject({ method: 'GET', url: `${address}?learn=true` });
    const lessons = await shop.app.inject({
      method: 'GET',
      url: `${address}?learn=true`,
      headers: { cookie },
    });

    expect(salesPage.body).toContain(`<main>${address} for visitor`);
    // A visitor is sent to sign in by the browser: nothing of the lessons is rendered for them.
    expect(visitorsLessons.statusCode).toBe(200);
    expect(visitorsLessons.body).toContain('<div id="root"></div>');
    expect(visitorsLessons.body).not.toContain('<main>');
    expect(lessons.body).toContain(`<main>${address}?learn=true for learner`);
    expect(lessons.body).toContain('courses=200');
    expect(lessons.headers['cache-control']).toBe('private, no-store');
  });

  it("render a reader's payment step and My courses with their own reads, kept by no cache", async () => {
    const student = await insertStudent(shop.db, { username: 'payer' });
    const cookie = await sessionCookieFor(shop.db, student.id);

    for (const url of ['/cart/41', '/myaccount/student/course']) {
      const page = await shop.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(page.body, url).toContain(`<main>${url} for payer settings=200 methods=200`);
      expect(page.body, url).toContain('cart=left-to-browser courses=200');
      expect(page.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it("leave a reader's own pages to the browser for a visitor or an ended session", async () => {
    const student = await insertStudent(shop.db, { username: 'gone' });
    const cookie = await sessionCookieFor(shop.db, student.id);
    const signedOut = await shop.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(signedOut.statusCode).toBe(200);

    for (const headers of [{}, { cookie }]) {
      const page = await shop.app.inject({ method: 'GET', url: '/myaccount/student/course', headers });
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('<main>');
    }
  });

  it('leave the cart, accounts and the back office to the browser', async () => {
    for (const url of ['/cart', '/myaccount/student/order', '/admin']) {
      const page = await shop.app.inject({ method: 'GET', url });
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
