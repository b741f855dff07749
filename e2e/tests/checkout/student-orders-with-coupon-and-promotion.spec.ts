import { expect, test } from '../../fixtures/test';
import {
  addDefaultAddress,
  changeSettings,
  courseIdOf,
  defaultPlanOf,
  resetStudent,
  useSession,
  useVisitorId,
} from './shop-data';

test.describe('a student at the cart', () => {
  let restoreSettings: (() => Promise<void>) | null = null;

  test.afterEach(async ({ shop }) => {
    await restoreSettings?.();
    restoreSettings = null;
    await resetStudent(shop.baseURL);
  });

  test('logs in at the cart, trades a coupon for the promotion, orders, and orders a free plan', async ({
    page,
    shop,
    context,
  }) => {
    await test.step('logs in with Enter, has a bank-only coupon refused for a card, takes the promotion instead and orders', async () => {
      const baseURL = shop.baseURL;
      // With is_use_coupon_or_oder a promotion and coupons exclude each other, each after a confirmation.
      restoreSettings = await changeSettings(baseURL, { is_use_coupon_or_oder: true });
      const student = await resetStudent(baseURL);
      // The Python course comes with a printed book, so the student needs a delivery address.
      await addDefaultAddress(student);
      const visitor = await useVisitorId(page);
      for (const slug of ['python-data-analysis', 'ux-ui-design-fundamentals']) {
        const courseId = await courseIdOf(baseURL, slug);
        await page.request.post('/public/cart/items', {
          data: {
            generate_id: visitor,
            course_id: courseId,
            priecingplan_id: await defaultPlanOf(baseURL, courseId),
          },
        });
      }

      await page.goto('/cart');
      await page.getByLabel('ชื่อผู้ใช้หรืออีเมล').fill('student');
      await page.getByLabel('รหัสผ่าน').fill('student1234');
      await page.getByLabel('รหัสผ่าน').press('Enter');
      await expect(page.getByRole('button', { name: 'บัญชีของฉัน' })).toHaveText('สมหญิง');

      const promotion = page.getByRole('radio', { name: /แพ็กคู่ Python \+ UX\/UI ลด 15%/ });
      await expect(promotion).toBeChecked();

      await page.getByLabel('รหัสคูปอง').fill('BANKONLY20');
      await page.getByLabel('รหัสคูปอง').press('Enter');
      await page.getByRole('dialog').getByRole('button', { name: 'ยืนยัน' }).click();
      await expect(page.getByText('คูปอง BANKONLY20')).toBeVisible();
      await expect(promotion).not.toBeChecked();

      await page.getByRole('radio', { name: 'บัตรเครดิต/เดบิต (Omise)' }).check();
      await expect(page.getByText('โค้ด BANKONLY20 ไม่สามารถใช้กับช่องทางการชำระเงินนี้ได้')).toBeVisible();
      await expect(page.getByText('คูปอง BANKONLY20')).toBeHidden();

      await page.getByLabel('รหัสคูปอง').fill('WELCOME10');
      await page.getByRole('button', { name: 'ใช้คูปอง' }).click();
      await expect(page.getByText('คูปอง WELCOME10')).toBeVisible();

      await promotion.click();
      const confirm = page.getByRole('dialog', { name: 'เลือกโปรโมชั่นนี้?' });
      await expect(confirm).toContainText('คูปองที่ใช้อยู่จะถูกนำออก');
      await confirm.getByRole('button', { name: 'ยืนยัน' }).click();
      await expect(promotion).toBeChecked();
      await expect(page.getByText('คูปอง WELCOME10')).toBeHidden();

      // 4,480 THB less 15% is 3,808; with 7% VAT 4,074.56.
      await expect(page.getByTestId('checkout-total')).toHaveText('฿4,074.56');
      await page.getByRole('button', { name: 'สั่งซื้อ' }).click();

      await expect(page).toHaveURL(/\/cart\/\d+$/);
      await expect(page.getByTestId('amount-to-pay')).toHaveText('4,074.56 THB');
      await expect(page.getByText('บัตรเครดิต/เดบิต (Omise)')).toBeVisible();
      // The next step meets the shop's settings as they were.
      await restoreSettings();
      restoreSettings = null;
    });

    await test.step('orders a free plan and reaches the thank-you page', async () => {
      const baseURL = shop.baseURL;
      const student = await resetStudent(baseURL);
      const courseId = await courseIdOf(baseURL, 'introduction-to-investing');
      await student.call('POST', '/public/cart/items', {
        course_id: courseId,
        priecingplan_id: await defaultPlanOf(baseURL, courseId),
      });
      await useSession(context, baseURL, student.cookie);

      await page.goto('/cart');
      await expect(page.getByTestId('checkout-total')).toHaveText('฿0.00');
      await page.getByRole('button', { name: 'สั่งซื้อ' }).click();

      await expect(page).toHaveURL(/\/thankyou\?orderId=/);
      await expect(page.getByText('ขอบคุณสำหรับการสั่งซื้อ')).toBeVisible();
      await expect(page.getByText('เริ่มต้นลงทุนอย่างเข้าใจ')).toBeVisible();
      await expect(page.getByText('อนุมัติแล้ว')).toBeVisible();
      await expect(page.getByRole('button', { name: 'เริ่มเรียน' })).toBeVisible();
    });
  });
});
