import { expect, test } from '../../fixtures/test';
import { courseIdOf, defaultPlanOf } from '../checkout/shop-data';
import { COURSE, LIVE_UPDATE, payByCard } from '../payments/payment-journey';

test.describe('a visitor who signs in with LINE from the cart', () => {
  test('adds the shop as a LINE friend, buys a course by card, and the LINE sandbox shows the approval message', async ({
    page,
    shop,
  }) => {
    await page.goto('/cart');
    await page.locator('.cart-login-panel').getByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' }).click();

    // LINE's consent page offers the shop's LINE Official Account as a friend, ticked.
    await expect(page.getByRole('heading', { name: 'Sign in with LINE' })).toBeVisible({ timeout: 30_000 });
    const fah = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Continue as Fah Sandbox' }) });
    await expect(
      fah.getByRole('checkbox', { name: "Add the shop's LINE Official Account as a friend" }),
    ).toBeChecked();
    await fah.getByRole('button', { name: 'Continue as Fah Sandbox' }).click();

    await expect(page.getByRole('heading', { name: 'ข้อมูลเพิ่มเติมสำหรับสมัครสมาชิก' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
    await page.getByLabel('อาชีพ').click();
    await page.getByTitle('พนักงานบริษัท').click();
    await page.getByRole('button', { name: 'สร้างบัญชีและเข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
    await expect(page.locator('.cart-login-panel')).toHaveCount(0, { timeout: 30_000 });

    const courseId = await courseIdOf(shop.baseURL, COURSE.slug);
    const added = await page.request.post('/public/cart/items', {
      data: { course_id: courseId, priecingplan_id: await defaultPlanOf(shop.baseURL, courseId) },
    });
    expect(added.ok()).toBe(true);
    await page.reload();
    await page.getByRole('radio', { name: 'บัตรเครดิต/เดบิต (Omise)' }).check({ timeout: 30_000 });
    await page.getByRole('button', { name: 'สั่งซื้อ' }).click();
    await expect(page).toHaveURL(/\/cart\/\d+$/, { timeout: 30_000 });
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/thankyou/, LIVE_UPDATE);

    // The shop's LINE worker pushes within seconds; the sandbox lists what each test user received.
    await expect
      .poll(
        async () => {
          await page.goto('/sandbox/identity/line/messages');
          return page.locator('section').filter({ hasText: 'Fah Sandbox' }).innerText();
        },
        { timeout: 60_000 },
      )
      .toContain(`คำสั่งซื้อ #${String(orderId)} อนุมัติแล้ว`);
  });
});
