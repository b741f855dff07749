import type { Page } from '@playwright/test';
import { PHONE } from '../../fixtures/screens';
import { signInAs } from '../../fixtures/shop-api';
import { apiReadsOf } from '../../fixtures/page-watch';
import { expect, test } from '../../fixtures/test';
import { orderByTransfer } from '../admin/admin-orders-journey';
import { courseIdOf, defaultPlanOf, resetStudent, useSession } from '../checkout/shop-data';
import { COURSE, contentsOf } from '../learning/learning-journey';

/** A page's API reads: each address should be asked for once, however early the page asks. */
const readsOf = (page: Page) => {
  const reads = apiReadsOf(page);
  return {
    /** The addresses read more than once since the last call. */
    askedTwice: () => {
      const twice = reads.filter((url, index) => reads.indexOf(url) !== index);
      reads.length = 0;
      return twice;
    },
  };
};

test.describe('the pages after the first, opened directly on a phone', () => {
  test.use({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });

  test("show what they are for having asked the shop's API for each thing once", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const shop = baseURL ?? '';
    const student = await resetStudent(shop);
    const order = await orderByTransfer(shop, student, ['ux-ui-design-fundamentals']);
    const courseId = await courseIdOf(shop, 'python-workbook-printed');
    await student.call('POST', '/public/cart/items', {
      course_id: courseId,
      priecingplan_id: await defaultPlanOf(shop, courseId),
    });
    await useSession(context, shop, student.cookie);
    const reads = readsOf(page);

    await test.step('My courses', async () => {
      await page.goto('/myaccount/student/course');
      await expect(page.getByRole('link', { name: `เรียนต่อ ${COURSE.title}` })).toBeVisible();
      expect(reads.askedTwice()).toEqual([]);
    });
    await test.step('the lesson player', async () => {
      // A video lecture by name: where the student goes on depends on what other journeys left.
      await page.goto('/course/1-python-data-analysis?learn=true&lecture=1');
      await expect(contentsOf(page)).toBeVisible();
      await expect(page.locator('video')).toBeVisible();
      expect(reads.askedTwice()).toEqual([]);
    });
    await test.step("the payment step of an unpaid transfer, with the shop's accounts", async () => {
      await page.goto(`/cart/${String(order.orderId)}`);
      await expect(page.getByRole('button', { name: 'แจ้งชำระเงิน', exact: true })).toBeVisible();
      await expect(page.getByText('123-4-56789-0').first()).toBeVisible();
      expect(reads.askedTwice()).toEqual([]);
    });
    await test.step('the cart', async () => {
      await page.goto('/cart');
      await expect(page.getByText(/หนังสือแบบฝึกหัด Python/).first()).toBeVisible();
      expect(reads.askedTwice()).toEqual([]);
    });

    await test.step("the back office's orders list, the student's order on it", async () => {
      const adminContext = await browser.newContext({ baseURL: shop, viewport: PHONE.viewport });
      try {
        await useSession(adminContext, shop, await signInAs(shop, 'admin'));
        const adminPage = await adminContext.newPage();
        const adminReads = readsOf(adminPage);
        await adminPage.goto('/admin/orders');
        await expect(adminPage.getByRole('link', { name: `เปิดคำสั่งซื้อ ${String(order.orderId)}` })).toBeVisible(
          { timeout: 30_000 },
        );
        expect(adminReads.askedTwice()).toEqual([]);
      } finally {
        await adminContext.close();
      }
    });
  });
});
