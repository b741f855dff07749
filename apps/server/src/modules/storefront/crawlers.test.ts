import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertPromotion } from '../../test/commerce-factories';
import { insertCategory, insertCourse } from '../../test/factories';

const SHOP = 'https://shop.example.com';

describe('what search engines read: robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: SHOP });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets crawlers read the storefront, keeps them out of the back office, carts, accounts and sign-in, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /admin',
        'Disallow: /cart',
        'Disallow: /myaccount',
        'Disallow: /login',
      ]),
    );
    expect(lines).not.toContain('Disallow: /course/');
    expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });

  it('lists published courses and products with their last change, categories and running promotions, and nothing hidden', async () => {
    const category = await insertCategory(t.db, { slug: 'design', linkPath: '/courses/design' });
    const course = await insertCourse(t.db, { slug: 'canva-posters', categoryId: category.id });
    const product = await insertCourse(t.db, { slug: 'tote-bag', courseType: 'product' });
    const draft = await insertCourse(t.db, { slug: 'not-ready', status: 'draft' });
    const unindexed = await insertCourse(t.db, { slug: 'staff-only', robotIndex: false });
    const ended = await insertCourse(t.db, { slug: 'last-year', endPublish: new Date(Date.now() - 60_000) });
    const running = await insertPromotion(t.db, [course.id]);
    const switchedOff = await insertPromotion(t.db, [course.id], { isActive: false });

    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain(`<url><loc>${SHOP}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${SHOP}/courses/design</loc></url>`);
    expect(xml).toContain(
      `<url><loc>${SHOP}/course/${String(course.id)}-canva-posters</loc><lastmod>${course.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(xml).toContain(`<loc>${SHOP}/product/${String(product.id)}-tote-bag</loc>`);
    expect(xml).toContain(`<loc>${SHOP}/promotion/${String(running.id)}</loc>`);
    for (const hidden of [draft, unindexed, ended]) expect(xml).not.toContain(`/${String(hidden.id)}-`);
    expect(xml).not.toContain(`/promotion/${String(switchedOff.id)}<`);
  });

  it('writes a Thai course address percent-encoded, as a sitemap must', async () => {
    const course = await insertCourse(t.db, { slug: 'ออกแบบ' });

    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

    expect(xml).toContain(`<loc>${SHOP}/course/${String(course.id)}-${encodeURIComponent('ออกแบบ')}</loc>`);
  });
});

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    for (let index = 0; index < 12; index += 1) await insertCourse(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const courses = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/public/courses?limit=100',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the course list in brotli to a browser that reads it, and the same data', async () => {
    const plain = await courses();
    const compressed = await courses('gzip, deflate, br');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip, and leaves a short answer as it is', async () => {
    const gzipped = await courses('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toMatchObject({ success: true });

    const health = await t.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
