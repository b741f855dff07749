import { SCREENS } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { fillValidRegistration, openRegistration, STRONG_PASSWORD, uniqueName } from './registration-form';

for (const screen of SCREENS) {
  test.describe(`registering on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    test("shows the server's refusal inside the form, covering none of it, and takes a strong password with symbols", async ({
      page,
    }) => {
      const modal = await openRegistration(page);
      const submit = modal.getByRole('button', { name: 'สมัครสมาชิก' });
      const refusal = modal.getByTestId('form-refusal');
      const username = uniqueName('buyer');
      await fillValidRegistration(page, modal, { username: 'student', email: `${username}@example.com` });
      await submit.click();

      await expect(refusal).toContainText('ชื่อผู้ใช้นี้ถูกใช้งานแล้ว');
      await expect(refusal).toBeInViewport();
      // Nothing floats over the dialog.
      await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

      // The list of common passwords lives on the server; its refusal shows under the password.
      await modal.getByLabel('ชื่อผู้ใช้').fill(username);
      await modal.getByLabel('รหัสผ่าน', { exact: true }).fill('password1');
      await modal.getByLabel('ยืนยันรหัสผ่าน').fill('password1');
      await submit.click();
      await expect(modal.getByLabel('รหัสผ่าน', { exact: true })).toHaveAccessibleDescription(
        /รหัสผ่านนี้ใช้กันทั่วไปหรือเคยรั่วไหล/,
      );

      await modal.getByLabel('รหัสผ่าน', { exact: true }).fill(STRONG_PASSWORD);
      await modal.getByLabel('ยืนยันรหัสผ่าน').fill(STRONG_PASSWORD);
      await submit.click();
      await expect(modal).toBeHidden();
      await expect(page.getByRole('button', { name: 'บัญชีของฉัน' })).toHaveText('ทดสอบ');
    });
  });
}
