import { PHONE } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { fillValidRegistration, uniqueName } from '../registration/registration-form';
import { courseIdOf, defaultPlanOf, useVisitorId } from './shop-data';

test.describe('registering in the cart on a phone', () => {
  test.use({ viewport: PHONE.viewport, isMobile: PHONE.isMobile, hasTouch: PHONE.isMobile });

  test('asks only what the shop requires, then goes on to the order, asking in place for the delivery address a printed book needs', async ({
    page,
    shop,
  }) => {
    test.slow();
    const visitor = await useVisitorId(page);
    // The Python course comes with a printed book: its order needs a delivery address.
    const courseId = await courseIdOf(shop.baseURL, 'python-data-analysis');
    await page.request.post('/public/cart/items', {
      data: {
        generate_id: visitor,
        course_id: courseId,
        priecingplan_id: await defaultPlanOf(shop.baseURL, courseId),
      },
    });
    await page.goto('/cart');

    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    const modal = page.getByRole('dialog', { name: 'เข้าสู่ระบบหรือสมัครสมาชิกเพื่อสั่งซื้อ' });
    // Only the shop's required fields: the optional tax invoice waits behind a button.
    await expect(modal.getByText('กรอกเฉพาะข้อมูลที่ร้านต้องใช้')).toBeVisible({ timeout: 30_000 });
    await expect(modal.getByRole('checkbox', { name: 'ต้องการใบกำกับภาษี' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'กรอกข้อมูลอื่นที่ไม่บังคับด้วย' })).toBeVisible();
    const username = uniqueName('cartbuyer');
    await fillValidRegistration(page, modal, { username, email: `${username}@example.com` });
    await modal.getByRole('button', { name: 'สมัครสมาชิก' }).click();

    const addressForm = page.getByRole('dialog', { name: 'เพิ่มที่อยู่จัดส่ง' });
    await expect(addressForm).toBeVisible({ timeout: 30_000 });
    // The shop's notices (light since issue 27): no warning is left floating over the page.
    await expect(page.locator('.ui-notice')).toHaveCount(0);
    await addressForm.getByLabel('ชื่อผู้รับ').fill('ทดสอบ สมัครเรียน');
    await addressForm.getByLabel('เบอร์โทรศัพท์ผู้รับ').fill('0812345678');
    await addressForm.getByLabel('ที่อยู่', { exact: true }).fill('99 ถนนสุขุมวิท');
    await addressForm.getByLabel('จังหวัด').fill('กรุงเทพมหานคร');
    await addressForm.getByLabel('รหัสไปรษณีย์').fill('10110');
    await addressForm.getByRole('button', { name: 'บันทึกที่อยู่' }).click();

    // The order is made and the payment step opens, without pressing order again.
    await expect(page).toHaveURL(/\/cart\/\d+/, { timeout: 30_000 });
  });
});
