import { SCREENS } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { apiAs, courseIdOf } from '../checkout/shop-data';

/**
 * The demo shop has nine courses, one page of ten. Two published copies of a business course make
 * eleven, so the course list has a second page; they are hidden again afterwards, since the
 * worker's shop is shared with journeys that count the demo's courses.
 */
test.describe('browsing the catalogue by category and by page', () => {
  const copies: number[] = [];

  test.beforeAll(async ({ shop }) => {
    const admin = await apiAs(shop.baseURL, 'admin');
    const investing = await courseIdOf(shop.baseURL, 'introduction-to-investing');
    for (let copy = 0; copy < 2; copy += 1) {
      const created = (await admin.call('POST', `/api/admin/courses/${String(investing)}/duplicate`)) as {
        data: { id: number };
      };
      await admin.call('PUT', `/api/admin/courses/${String(created.data.id)}/status`, {
        status: 'published',
      });
      copies.push(created.data.id);
    }
  });

  test.afterAll(async ({ shop }) => {
    const admin = await apiAs(shop.baseURL, 'admin');
    for (const id of copies.splice(0)) {
      await admin.call('PUT', `/api/admin/courses/${String(id)}/status`, { status: 'hidden' });
    }
  });

  for (const screen of SCREENS) {
    test.describe(`on a ${screen.name}`, () => {
      test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

      test('the home page leads to each category, and the course list turns its pages by links', async ({
        page,
      }) => {
        await test.step('the home page leads to each category with its course count', async () => {
          await page.goto('/');

          const categories = page.getByRole('navigation', { name: 'เลือกเรียนตามหมวดหมู่' });
          await expect(categories.getByRole('link', { name: /การเขียนโปรแกรม/ })).toBeVisible();
          const business = categories.getByRole('link', { name: /ธุรกิจและการเงิน/ });
          await expect(business).toContainText('9 คอร์ส');
          await business.click();

          await expect(page).toHaveURL(/\/courses\/business$/);
          await expect(page.getByRole('heading', { level: 1, name: 'หมวด ธุรกิจและการเงิน' })).toBeVisible();
          await expect(page.getByText('ทั้งหมด 9 คอร์ส')).toBeVisible();
        });

        await test.step('the course list turns to its second page by a link that a reload or a shared address keeps', async () => {
          await page.goto('/courses');
          await expect(page.getByText('ทั้งหมด 11 คอร์ส')).toBeVisible();
          const courseCards = page.locator('main a[href^="/course/"]');
          await expect(courseCards).toHaveCount(10);

          const secondPage = page.getByRole('listitem', { name: '2' }).getByRole('link');
          await expect(secondPage).toHaveAttribute('href', '?page=2');
          await secondPage.click();

          await expect(page).toHaveURL(/\/courses\?page=2$/);
          await expect(courseCards).toHaveCount(1);
          const lastCourse = await courseCards.first().getAttribute('href');
          await page.reload();
          await expect(courseCards).toHaveCount(1);
          await expect(courseCards.first()).toHaveAttribute('href', lastCourse ?? '');
          await expect(page.getByRole('listitem', { name: '2' }).getByRole('link')).toHaveAttribute(
            'aria-current',
            'page',
          );

          await page.getByRole('listitem', { name: 'หน้าก่อนหน้า' }).getByRole('link').click();
          await expect(page).toHaveURL(/\/courses$/);
          await expect(courseCards).toHaveCount(10);
        });
      });
    });
  }
});
