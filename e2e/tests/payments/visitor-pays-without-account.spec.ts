import { expect, test } from '../../fixtures/test';
import { scrollToPurchaseForm } from '../course-page/course-layout';
import { changeSettings, courseIdOf } from '../checkout/shop-data';
import { COURSE, expectCourseUnlocked, expectPaymentStep, LIVE_UPDATE, payByCard } from './payment-journey';

test.describe('a visitor on a layout-four course page', () => {
  let restoreSettings: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await restoreSettings?.();
    restoreSettings = null;
  });

  test('pays by card without an account and finds the course unlocked', async ({ page, shop }) => {
    restoreSettings = await changeSettings(shop.baseURL, { layout_course_detail: 4 });
    const courseId = await courseIdOf(shop.baseURL, COURSE.slug);

    await page.goto(`/course/${String(courseId)}-${COURSE.slug}`);
    const block = await scrollToPurchaseForm(page);
    await expect(block.getByRole('radio', { name: 'สั่งซื้อโดยไม่สมัครสมาชิก' })).toBeChecked();
    await block.getByLabel('ชื่อ', { exact: true }).fill('ผู้ซื้อ');
    await block.getByLabel('นามสกุล').fill('ไม่สมัคร');
    await block.getByLabel('อีเมล').fill(`guest${String(Date.now())}@example.com`);
    await block.getByLabel('เบอร์โทรศัพท์').fill('0898765432');
    await block.getByLabel('อาชีพ').click();
    await page.getByTitle('พนักงานบริษัท').click();
    await block.getByRole('radio', { name: 'บัตรเครดิต/เดบิต (Omise)' }).check();
    await block.getByRole('button', { name: 'ยืนยันการสมัครและชำระเงิน' }).click();

    await expectPaymentStep(page, LIVE_UPDATE);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/thankyou/, LIVE_UPDATE);
    // The guest did not choose to register: the page says an account was made and how to sign in.
    await expect(page.getByText('เราสร้างบัญชีให้คุณแล้ว')).toBeVisible(LIVE_UPDATE);
    await expect(page.getByText(/เราส่งลิงก์ตั้งรหัสผ่านไปที่อีเมลนี้แล้ว/)).toBeVisible();
    await expectCourseUnlocked(page, orderId);
  });
});
