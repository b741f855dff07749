import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/tables';
import { APP_SHELL } from '../../test/app-shell';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCourse, insertPlan } from '../../test/factories';
import { resetSettings, setSettings } from '../../test/settings';

const PUBLIC_URL = 'https://shop.example.com';

describe('page metadata in the app shell', () => {
  let t: TestApp;

  const page = async (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL }, { webShell: APP_SHELL });
  });
  afterEach(async () => {
    await resetSettings(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the title, description, robots, canonical, Open Graph and Twitter tags of a course page', async () => {
    const course = await insertCourse(t.db, {
      slug: 'sql-basics',
      title: 'SQL basics',
      shortDescription: 'Queries from zero',
      pageKeyword: 'sql, database',
      robotFollow: false,
      pictureUrl: 'abcdef.jpg',
    });
    await insertPlan(t.db, course.id);

    const response = await page(`/course/${String(course.id)}-sql-basics`);

    expect(response.statusCode).toBe(200);
    const html = response.body;
    const url = `${PUBLIC_URL}/course/${String(course.id)}-sql-basics`;
    expect(html).toContain('<title>SQL basics | Course Shop</title>');
    expect(html).toContain('<meta name="description" content="Queries from zero" />');
    expect(html).toContain('<meta name="keywords" content="sql, database" />');
    expect(html).toContain('<meta name="robots" content="index, nofollow" />');
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain('<meta property="og:title" content="SQL basics" />');
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/abcdef.jpg" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:title" content="SQL basics" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('points og:image at the 600x314 social copy of an uploaded picture, the size it declares', async () => {
    await t.db.insert(mediaFiles).values({
      fileName: 'cover1200.jpg',
      originalName: 'cover.jpg',
      mimeType: 'image/jpeg',
      kind: 'image',
      sizeBytes: 1000,
      width: 1200,
      height: 628,
      variants: { social: 'cover1200-social.jpg', custom_label: 'cover1200-square.jpg' },
    });
    const course = await insertCourse(t.db, { slug: 'social-copy', pictureUrl: 'cover1200.jpg' });

    const html = (await page(`/course/${String(course.id)}-social-copy`)).body;

    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/uploads/cover1200-social.jpg" />`,
    );
    expect(html).toContain('<meta property="og:image:width" content="600" />');
    expect(html).toContain('<meta property="og:image:height" content="314" />');
  });

  it('escapes every value it writes, so a course text cannot add markup to the page', async () => {
    const course = await insertCourse(t.db, {
      slug: 'escape-test',
      title: 'Tags </title><script>alert(1)</script>',
      metaDescription: '"quoted" & <b>bold</b>',
      facebookTitle: `It's "ours"`,
    });

    const html = (await page(`/course/${String(course.id)}-escape-test`)).body;

    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>Tags &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Course Shop</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;" />',
    );
    expect(html).toContain('<meta property="og:title" content="It&#39;s &quot;ours&quot;" />');
  });

  it('prefers the facebook image, then the picture, then the site social share image', async () => {
    await setSettings(t.db, { social_share_image: 'https://cdn.example.com/share.png' });
    const plain = await insertCourse(t.db, { slug: 'no-picture' });
    const withFacebook = await insertCourse(t.db, {
      slug: 'facebook-picture',
      pictureUrl: '/uploads/picture.jpg',
      facebookImage: 'https://cdn.example.com/fb.png',
    });

    const plainHtml = (await page(`/course/${String(plain.id)}-no-picture`)).body;
    const facebookHtml = (await page(`/course/${String(withFacebook.id)}-facebook-picture`)).body;

    expect(plainHtml).toContain('<meta property="og:image" content="https://cdn.example.com/share.png" />');
    expect(facebookHtml).toContain('<meta property="og:image" content="https://cdn.example.com/fb.png" />');
  });

  it("uses the site's favicon, and the default logo when the site has none", async () => {
    const course = await insertCourse(t.db, { slug: 'favicon-test' });
    const url = `/course/${String(course.id)}-favicon-test`;

    const fallback = (await page(url)).body;
    await setSettings(t.db, { photo_favicon: 'f00d.png', title: 'Kru & Co' });
    const custom = (await page(url)).body;

    expect(fallback).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(custom).toContain('<link rel="icon" href="/uploads/f00d.png" />');
    expect(custom).not.toContain('href="/favicon.svg"');
    expect(custom).toContain('<meta property="og:site_name" content="Kru &amp; Co" />');
  });

  it('moves a course or product asked by a non-canonical address to its link path, keeping the query', async () => {
    const course = await insertCourse(t.db, { slug: 'canonical-course' });
    const product = await insertCourse(t.db, {
      slug: 'canonical-bag',
      courseType: 'product',
      availableQty: 3,
    });
    const courseId = String(course.id);

    const byId = await page(`/course/${courseId}?learn=true`);
    const wrongSlug = await page(`/course/${courseId}-old-name`);
    const productById = await page(`/product/${String(product.id)}`);

    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(`/course/${courseId}-canonical-course?learn=true`);
    expect(wrongSlug.headers.location).toBe(`/course/${courseId}-canonical-course`);
    expect(productById.statusCode).toBe(301);
    expect(productById.headers.location).toBe(`/product/${String(product.id)}-canonical-bag`);
  });

  it('describes a product page as a product with its price', async () => {
    const product = await insertCourse(t.db, { slug: 'tote', title: 'Tote bag', courseType: 'product' });
    await insertPlan(t.db, product.id, {
      planType: 'One-Time Payment',
      price: 25_000,
      term: null,
      termUnit: null,
    });

    const html = (await page(`/product/${String(product.id)}-tote`)).body;

    expect(html).toContain('<title>Tote bag | Course Shop</title>');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="product:price:amount" content="250.00" />');
  });

  it('answers 404 with the shell, marked noindex and without a course title, for an id that no course has', async () => {
    const product = await insertCourse(t.db, { slug: 'not-a-course', courseType: 'product' });

    for (const url of [
      '/course/999999-missing',
      `/course/${String(product.id)}-not-a-course`,
      '/course/abc',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('og:title');
    }
    expect((await page('/course/999999-missing')).body).toContain('<meta name="robots" content="noindex" />');
  });

  it('gives other pages the site title and favicon only', async () => {
    await setSettings(t.db, { title: 'My Shop' });

    const html = (await page('/cart')).body;

    expect(html).toContain('<title>My Shop</title>');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(html).not.toContain('og:');
  });
});
