import { PHONE } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { changeSettings, courseIdOf, defaultPlanOf, resetStudent, useSession } from './shop-data';

test.describe('a shop whose prices include VAT, on a phone', () => {
  test.use({ viewport: PHONE.viewport, isMobile: PHONE.isMobile, hasTouch: PHONE.isMobile });
  let restoreSettings: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await restoreSettings?.();
    restoreSettings = null;
  });

  test('says so on the course page and asks in the cart exactly the price shown', async ({
    page,
    context,
    shop,
  }) => {
    const baseURL = shop.baseURL;
    restoreSettings = await changeSettings(baseURL, { is_price_include_vat: true });
    const student = await resetStudent(baseURL);
    const courseId = await courseIdOf(baseURL, 'business-english-coaching');
    await student.call('POST', '/public/cart/items', {
      course_id: courseId,
      priecingplan_id: await defaultPlanOf(baseURL, courseId),
    });
    await useSession(context, baseURL, student.cookie);

    await page.goto(`/course/${String(courseId)}-business-english-coaching`);
    await expect(page.getByText('ราคารวมภาษีมูลค่าเพิ่ม 7% แล้ว ชำระตามราคานี้').first()).toBeVisible({
      timeout: 30_000,
    });

    await page.goto('/cart');
    // 9,900 THB as shown, 647.66 THB of it VAT (9,900 x 7 / 107), where it used to be 10,593.00.
    await expect(page.getByTestId('checkout-total')).toHaveText('฿9,900.00', { timeout: 30_000 });
    const summary = page.getByRole('region', { name: 'สรุปยอดชำระ' });
    await expect(summary).toContainText('ภาษีมูลค่าเพิ่ม 7% (รวมในราคาแล้ว)฿647.66');
    await expect(summary).toContainText('ราคาทั้งหมดรวมภาษีมูลค่าเพิ่มแล้ว');
  });
});
