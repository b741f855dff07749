import { expect, test } from '../../fixtures/test';
import { scrollToPurchaseForm } from '../course-page/course-layout';
import { expectPaymentStep } from '../payments/payment-journey';
import { changeSettings, courseIdOf, PNG_IMAGE } from './shop-data';

/** The demo shop's registration form with the profile picture switched on and required. */
const REGISTER_FORM_WITH_PICTURE = {
  firstname: { is_enable: true, is_require: true },
  lastname: { is_enable: true, is_require: true },
  nickname: { is_enable: false, is_require: false },
  tel: { is_enable: true, is_require: true },
  address: { is_enable: false, is_require: false },
  image_profile: { is_enable: true, is_require: true },
  company_certificate: { is_enable: true, is_require: false },
};

test.describe('a visitor on a layout-four course page', () => {
  let restoreSettings: (() => Promise<void>) | null = null;

  test.afterEach(async () => {
    await restoreSettings?.();
    restoreSettings = null;
  });

  // Passes once the course route hands the purchase block to layout four (see the report of issue 5).
  test('buys without an account, with a custom label answer and a profile picture, and gets exactly one order', async ({
    page,
    shop,
  }) => {
    restoreSettings = await changeSettings(shop.baseURL, {
      layout_course_detail: 4,
      register_form: REGISTER_FORM_WITH_PICTURE,
    });
    const courseId = await courseIdOf(shop.baseURL, 'ux-ui-design-fundamentals');
    const email = `guest${String(Date.now())}@example.com`;

    await page.goto(`/course/${String(courseId)}-ux-ui-design-fundamentals`);
    const block = await scrollToPurchaseForm(page);
    await expect(block.getByRole('radio', { name: 'สั่งซื้อโดยไม่สมัครสมาชิก' })).toBeChecked();
    await block.getByLabel('ชื่อ', { exact: true }).fill('ผู้ซื้อ');
    await block.getByLabel('นามสกุล').fill('ไม่สมัคร');
    await block.getByLabel('อีเมล').fill(email);
    await block.getByLabel('เบอร์โทรศัพท์').fill('0898765432');
    await block.getByLabel('รูปโปรไฟล์').setInputFiles(PNG_IMAGE);
    await expect(block.getByRole('img', { name: 'รูปโปรไฟล์' })).toBeVisible();
    await block.getByLabel('อาชีพ').click();
    await page.getByTitle('เจ้าของกิจการ').click();

    await expect(block.getByRole('radio', { name: /ตามระยะเวลา 6 เดือน/ })).toBeChecked();
    // 2,490 THB with 7% VAT.
    await expect(block.getByTestId('checkout-total')).toHaveText('฿2,664.30');
    await block.getByRole('button', { name: 'ยืนยันการสมัครและชำระเงิน' }).click();

    // Registration, sign-in (the page reloads its data for the new buyer), the order, the mail:
    // the button spins through all of it, 10 to 15 s on a loaded two-core machine.
    await expectPaymentStep(page, { timeout: 30_000 });
    await expect(page.getByTestId('amount-to-pay')).toHaveText('2,664.30 THB');

    // The browser is now the new buyer's session: one order, and the answers were kept.
    const orders = (await (await page.request.get('/private/orders')).json()) as {
      data: { payment_status: string; order_course_list: { course_id: number }[] }[];
    };
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0]?.order_course_list.map((line) => line.course_id)).toEqual([courseId]);
    const profile = (await (await page.request.get('/private/students')).json()) as {
      data: {
        email: string;
        is_member: boolean;
        displayImgUrl: string | null;
        customLabel: { label: string; value: unknown }[];
      };
    };
    expect(profile.data).toMatchObject({ email, is_member: false });
    expect(profile.data.displayImgUrl).not.toBeNull();
    expect(profile.data.customLabel).toContainEqual(
      expect.objectContaining({ label: 'อาชีพ', value: 'เจ้าของกิจการ' }),
    );
  });
});
