import { expect, test } from '../../fixtures/test';
import { apiAs, courseIdOf, defaultPlanOf, resetStudent, useSession } from '../checkout/shop-data';

type AdminMethods = { data: { id: number; is_enabled: boolean }[] };

test.describe('payment methods in the back office', () => {
  let restore: (() => Promise<void>) | null = null;
  test.afterEach(async ({ shop }) => {
    await restore?.();
    await resetStudent(shop.baseURL);
  });

  test('an administrator switches PayPal off and the cart’s payment step no longer offers it', async ({
    page,
    browser,
    shop,
  }) => {
    // Two browsers, the back office's first load and the cart's: long on a loaded two-core machine.
    test.setTimeout(150_000);
    const admin = await apiAs(shop.baseURL, 'admin');
    const before = (await admin.call('GET', '/api/admin/payment-methods')) as AdminMethods;
    restore = async () => {
      const methods = before.data.map((method) => ({ id: method.id, is_enabled: method.is_enabled }));
      await admin.call('PUT', '/api/admin/payment-methods', { methods });
    };

    // The demo student's cart, with a course in it, offers PayPal.
    const student = await resetStudent(shop.baseURL);
    const courseId = await courseIdOf(shop.baseURL, 'ux-ui-design-fundamentals');
    await student.call('POST', '/public/cart/items', {
      course_id: courseId,
      priecingplan_id: await defaultPlanOf(shop.baseURL, courseId),
    });
    await useSession(page.context(), shop.baseURL, student.cookie);
    await page.goto('/cart');
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeVisible();

    // The administrator, in a browser of their own, switches it off.
    const adminContext = await browser.newContext({ baseURL: shop.baseURL });
    try {
      await useSession(adminContext, shop.baseURL, admin.cookie);
      const adminPage = await adminContext.newPage();
      await adminPage.goto('/admin/settings?tab=paymentMethods');
      const paypal = adminPage.getByRole('switch', { name: 'เปิดใช้ PayPal' });
      // The back office's first load in a fresh browser (its chunks, texts and the list).
      await expect(paypal).toBeChecked({ timeout: 30_000 });
      await paypal.click();
      await expect(adminPage.getByText('บันทึกการตั้งค่าแล้ว')).toBeVisible();
      await expect(paypal).not.toBeChecked();
    } finally {
      await adminContext.close();
    }

    await page.reload();
    await expect(page.getByRole('radio', { name: 'โอนเงินผ่านธนาคาร' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'PayPal' })).toHaveCount(0);
  });
});
