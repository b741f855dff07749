import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_SHELL } from '../../test/app-shell';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertPromotion, insertSectionWithLectures } from '../../test/commerce-factories';
import { insertCategory, insertCourse, insertInstructor, insertPlan } from '../../test/factories';
import { resetSettings, setSettings } from '../../test/settings';

const PUBLIC_URL = 'https://shop.example.com';

type Thing = Record<string, unknown> & { '@type': string };

/** The JSON-LD objects a page states, as a search engine reads them. */
const structuredDataOf = (html: string): Thing[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Thing,
  );

const ofType = (html: string, type: string) =>
  structuredDataOf(html).find((thing) => thing['@type'] === type);

describe('what public pages tell search engines before any script runs', () => {
  let t: TestApp;

  const html = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL }, { webShell: APP_SHELL });
  });
  afterEach(async () => {
    await resetSettings(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('describes a course with its plans as offers, how long its videos run, who teaches it and where it sits', async () => {
    await setSettings(t.db, { title: 'Kru Shop' });
    const teacher = await insertInstructor(t.db, { firstname: 'Somchai', lastname: 'Jaidee' });
    const category = await insertCategory(t.db, { name: 'Data', linkPath: '/courses/data' });
    const course = await insertCourse(t.db, {
      slug: 'pandas',
      title: 'Pandas from zero',
      shortDescription: 'Tables in Python',
      instructorId: teacher.id,
      categoryId: category.id,
      pictureUrl: 'cover.jpg',
    });
    await insertPlan(t.db, course.id, { name: '6 months', price: 199_000, isDefault: true });
    await insertPlan(t.db, course.id, { name: 'Renewal', price: 50_000, pricingType: 'renew' });
    await insertSectionWithLectures(t.db, course.id, [
      { videoDurationSeconds: 3600 },
      { videoDurationSeconds: 1800 },
    ]);
    const url = `${PUBLIC_URL}/course/${String(course.id)}-pandas`;

    const page = await html(`/course/${String(course.id)}-pandas`);

    expect(ofType(page, 'Course')).toEqual(
      expect.objectContaining({
        '@context': 'https://schema.org',
        name: 'Pandas from zero',
        description: 'Tables in Python',
        url,
        image: [`${PUBLIC_URL}/uploads/cover.jpg`],
        provider: { '@type': 'Organization', name: 'Kru Shop', sameAs: `${PUBLIC_URL}/` },
        offers: [
          expect.objectContaining({
            '@type': 'Offer',
            name: '6 months',
            category: 'Paid',
            price: '1990.00',
            priceCurrency: 'THB',
            availability: 'https://schema.org/InStock',
          }),
        ],
        hasCourseInstance: [
          expect.objectContaining({
            courseMode: 'Online',
            courseWorkload: 'PT1H30M',
            instructor: { '@type': 'Person', name: 'Somchai Jaidee' },
          }),
        ],
        syllabusSections: [{ '@type': 'Syllabus', name: 'Section' }],
      }),
    );
    expect(ofType(page, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'หน้าแรก', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'คอร์สเรียนทั้งหมด', item: `${PUBLIC_URL}/courses` },
      { '@type': 'ListItem', position: 3, name: 'Data', item: `${PUBLIC_URL}/courses/data` },
      { '@type': 'ListItem', position: 4, name: 'Pandas from zero', item: url },
    ]);
  });

  it('describes a product with its price and says when it is out of stock', async () => {
    const product = await insertCourse(t.db, {
      slug: 'mug',
      title: 'Mug',
      courseType: 'product',
      availableQty: 0,
      imageDetail: ['mug-side.jpg'],
    });
    await insertPlan(t.db, product.id, {
      planType: 'One-Time Payment',
      price: 35_000,
      term: null,
      termUnit: null,
    });

    const page = await html(`/product/${String(product.id)}-mug`);

    const productThing = ofType(page, 'Product');
    expect(productThing).toMatchObject({ name: 'Mug', image: [`${PUBLIC_URL}/uploads/mug-side.jpg`] });
    expect(productThing?.offers).toMatchObject({
      price: '350.00',
      priceCurrency: 'THB',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(ofType(page, 'BreadcrumbList')?.itemListElement).toEqual([
      expect.objectContaining({ name: 'หน้าแรก' }),
      expect.objectContaining({ name: 'สินค้าทั้งหมด', item: `${PUBLIC_URL}/products` }),
      expect.objectContaining({ name: 'Mug', position: 3 }),
    ]);
  });

  it('keeps a course text from closing the structured data script', async () => {
    const course = await insertCourse(t.db, {
      slug: 'escape',
      title: 'Hack </script><script>alert(1)</script>',
    });

    const page = await html(`/course/${String(course.id)}-escape`);

    expect(page).not.toContain('<script>alert(1)</script>');
    expect(ofType(page, 'Course')?.name).toBe('Hack </script><script>alert(1)</script>');
  });

  it('gives the home page, the lists and each of their pages a description and their own canonical address', async () => {
    await setSettings(t.db, { title: 'Kru Shop' });

    const home = await html('/?keyword=python');
    const courses = await html('/courses?page=2&filter=Online');
    const products = await html('/products');

    expect(home).toContain('<title>Kru Shop</title>');
    expect(home).toContain(
      '<meta name="description" content="คอร์สเรียนออนไลน์และในห้องเรียน สำหรับทุกเป้าหมายของคุณ" />',
    );
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(ofType(home, 'WebSite')).toMatchObject({ name: 'Kru Shop', url: `${PUBLIC_URL}/` });
    expect(courses).toContain('<title>คอร์สเรียนทั้งหมด (หน้า 2) | Kru Shop</title>');
    expect(courses).toContain(`<link rel="canonical" href="${PUBLIC_URL}/courses?page=2" />`);
    expect(products).toContain('<title>สินค้าทั้งหมด | Kru Shop</title>');
    expect(products).toContain('<meta name="description" content="สินค้าทั้งหมดของ Kru Shop" />');
  });

  it("says the shop's own tagline when the shop changed it", async () => {
    await setSettings(t.db, { custom_texts: { 'site.tagline': { th: 'เรียนทำขนมกับครูแดง' } } });

    expect(await html('/')).toContain('<meta name="description" content="เรียนทำขนมกับครูแดง" />');
  });

  it('describes a category page with its course count and breadcrumbs, and marks an unknown one noindex', async () => {
    const category = await insertCategory(t.db, { name: 'Baking', linkPath: '/courses/baking' });
    await insertCourse(t.db, { categoryId: category.id });
    await insertCourse(t.db, { categoryId: category.id });

    const page = await html('/courses/baking');
    const unknown = await html('/courses/no-such-category');

    expect(page).toContain('<title>Baking | Course Shop</title>');
    expect(page).toContain(
      '<meta name="description" content="คอร์สเรียนหมวด Baking 2 คอร์ส จาก Course Shop" />',
    );
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC_URL}/courses/baking" />`);
    expect(ofType(page, 'BreadcrumbList')?.itemListElement).toHaveLength(3);
    expect(unknown).toContain('<meta name="robots" content="noindex" />');
    expect(unknown).not.toContain('rel="canonical"');
  });

  it('describes a running promotion by its own words', async () => {
    const course = await insertCourse(t.db);
    const promotion = await insertPromotion(t.db, [course.id], {
      title: 'Back to school',
      descriptionList: ['Two courses, 10% off'],
    });

    const page = await html(`/promotion/${String(promotion.id)}`);

    expect(page).toContain('<title>Back to school | Course Shop</title>');
    expect(page).toContain('<meta name="description" content="Two courses, 10% off" />');
  });
});
