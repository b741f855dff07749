import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SHELL } from '../../test/app-shell';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCourse } from '../../test/factories';

const NOINDEX = '<meta name="robots" content="noindex" />';

describe('an address the shop has no page for', () => {
  let t: TestApp;
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp({}, { webShell: APP_SHELL });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 with the shop page marked noindex, for missing courses, products, lists and made-up paths', async () => {
    const product = await insertCourse(t.db, { slug: 'a-mug', courseType: 'product' });
    const course = await insertCourse(t.db, { slug: 'a-course' });
    for (const url of [
      '/course/999',
      '/course/999999-missing',
      '/course/abc',
      `/course/${String(product.id)}-a-mug`,
      '/product/999',
      `/product/${String(course.id)}-a-course`,
      '/promotion/999',
      '/courses/no-such-category',
      '/no-such-page',
      '/myaccount/nothing-here',
      '/cart/1/extra',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain(NOINDEX);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('answers 200 for the pages the shop has, the ones the browser draws included', async () => {
    const course = await insertCourse(t.db, { slug: 'there' });
    for (const url of [
      '/',
      '/courses',
      '/products',
      `/course/${String(course.id)}-there`,
      '/cart',
      '/cart/12',
      '/thankyou',
      '/payment/12',
      '/login',
      '/forgotpass',
      '/myaccount/student/order/3',
      '/myaccount/student/course',
      '/terms',
      '/admin',
      '/admin/orders/5',
    ]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });
});
