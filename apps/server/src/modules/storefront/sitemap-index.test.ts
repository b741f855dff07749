import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCourse } from '../../test/factories';

const SHOP = 'https://shop.example.com';
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('a sitemap with more addresses than one file may hold', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Five addresses per file stand in for the protocol's 50,000.
    t = await buildTestApp({ PUBLIC_URL: SHOP, SITEMAP_MAX_ADDRESSES: '5' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stays one sitemap while its addresses fit in one file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<urlset');
    expect(locations(response.body)).toEqual([`${SHOP}/`, `${SHOP}/courses`, `${SHOP}/products`]);
  });

  it('becomes an index of parts that together list every address once', async () => {
    const courses = await Promise.all(
      Array.from({ length: 9 }, (_, index) => insertCourse(t.db, { slug: `course-${String(index)}` })),
    );

    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    const parts = locations(index.body);
    expect(parts).toEqual([`${SHOP}/sitemap-1.xml`, `${SHOP}/sitemap-2.xml`, `${SHOP}/sitemap-3.xml`]);

    const listed: string[] = [];
    for (const part of parts) {
      const response = await t.app.inject({ method: 'GET', url: part?.replace(SHOP, '') ?? '' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<urlset');
      listed.push(...locations(response.body).flatMap((location) => (location ? [location] : [])));
    }
    const coursePages = courses.map((course) => `${SHOP}/course/${String(course.id)}-${course.slug}`);
    expect(listed).toHaveLength(3 + courses.length);
    expect(new Set(listed)).toEqual(
      new Set([`${SHOP}/`, `${SHOP}/courses`, `${SHOP}/products`, ...coursePages]),
    );

    const beyond = await t.app.inject({ method: 'GET', url: '/sitemap-4.xml' });
    expect(beyond.statusCode).toBe(404);
  });
});
