import { expect, test } from '../../fixtures/test';

test.describe('a visitor on the cart', () => {
  test('signs in with LINE through the identity sandbox, gives the phone and occupation the shop requires and lands back on the cart, signed in', async ({
    page,
  }) => {
    await page.goto('/cart');
    const panel = page.locator('.cart-login-panel');
    await panel.getByRole('link', { name: 'เข้าสู่ระบบด้วย LINE' }).click();

    // The identity sandbox's LINE consent page: the visitor picks a test user.
    await expect(page.getByRole('heading', { name: 'Sign in with LINE' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Continue as Nok Sandbox' }).click();

    // LINE gave the name and e-mail; the demo shop's form also requires a phone and an occupation,
    // and only those are asked.
    await expect(page.getByRole('heading', { name: 'ข้อมูลเพิ่มเติมสำหรับสมัครสมาชิก' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByLabel('อีเมล')).toHaveCount(0);
    await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
    await page.getByLabel('อาชีพ').click();
    await page.getByTitle('พนักงานบริษัท').click();
    await page.getByRole('button', { name: 'สร้างบัญชีและเข้าสู่ระบบ' }).click();

    await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
    // Signed in: the cart no longer offers the login panel.
    await expect(page.locator('.cart-login-panel')).toHaveCount(0, { timeout: 30_000 });
    const me = (await (await page.request.get('/api/auth/me')).json()) as { data: { email: string } | null };
    expect(me.data?.email).toBe('nok.sandbox@example.com');
  });
});
