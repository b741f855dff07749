import { SCREENS } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';

for (const screen of SCREENS) {
  test.describe(`the sign-in page on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    test('leads a visitor to sign in and back to the page that asked, and never off the shop', async ({
      page,
      baseURL,
    }) => {
      // First, while the visitor is not signed in yet.
      await test.step("the header's sign-in comes back to the page it was pressed on", async () => {
        await page.goto('/courses');
        await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
        await expect(page).toHaveURL(/\/login\?next=%2Fcourses$/);
      });

      await test.step('takes a visitor from a page that needs an account back to it once signed in, and never off the shop', async () => {
        await page.goto('/myaccount/student/order');
        await expect(page).toHaveURL(/\/login\?next=%2Fmyaccount%2Fstudent%2Forder$/);
        await expect(page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'ลืมรหัสผ่าน?' })).toBeVisible();
        await expect(page.getByRole('tab', { name: 'สมัครสมาชิก' })).toBeVisible();

        const panel = page.getByRole('tabpanel', { name: 'เข้าสู่ระบบ' });
        await panel.getByLabel('ชื่อผู้ใช้หรืออีเมล').fill('student');
        await panel.getByLabel('รหัสผ่าน').fill('not-the-password');
        await panel.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
        await expect(panel.getByTestId('form-refusal')).toHaveText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');

        await panel.getByLabel('รหัสผ่าน').fill('student1234');
        await panel.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
        await expect(page).toHaveURL(/\/myaccount\/student\/order$/);
        await expect(page.getByRole('heading', { level: 1, name: 'คำสั่งซื้อของฉัน' })).toBeVisible();

        // Signed in already: straight on, and only ever to a path of this shop.
        await page.goto('/login?next=//evil.example/steal');
        await expect(page).toHaveURL(`${baseURL ?? ''}/`);
      });
    });
  });
}
