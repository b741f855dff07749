import { SCREENS } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { PYTHON_COURSE, scrollToPurchaseForm, setCourseLayout } from '../course-page/course-layout';
import { fillValidRegistration, openRegistration, STRONG_PASSWORD, uniqueName } from './registration-form';

for (const screen of SCREENS) {
  test.describe(`registering on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    test('an empty or refused registration shows the visitor what to fix, in the cart’s form and in layout 4’s, and a strong password registers them', async ({
      page,
      baseURL,
    }) => {
      await test.step('an empty registration puts the cursor in the first field in error, in view, and each message leaves once its field is filled', async () => {
        const modal = await openRegistration(page);
        await modal.getByRole('button', { name: 'สมัครสมาชิก' }).click();

        const firstName = modal.getByLabel('ชื่อ', { exact: true });
        const firstNameMessage = modal.getByText('กรุณากรอกชื่อ', { exact: true });
        const emailMessage = modal.getByText('กรุณากรอกอีเมล', { exact: true });
        await expect(firstName).toBeFocused();
        await expect(firstNameMessage).toBeInViewport();

        await firstName.fill('สมชาย');
        await expect(firstNameMessage).toBeHidden();
        // Another field's message waits until that field is fixed.
        await expect(emailMessage).toBeVisible();
        await firstName.fill('');
        await expect(firstNameMessage).toBeVisible();
        await modal.getByLabel('อีเมล').fill('somchai@example.com');
        await expect(emailMessage).toBeHidden();
      });

      await test.step("an empty registration puts the cursor in the first field in error, in view, in layout 4's form", async () => {
        await setCourseLayout(baseURL ?? '', 4);
        try {
          await page.goto(PYTHON_COURSE.address);
          const block = await scrollToPurchaseForm(page);
          await block.getByRole('radio', { name: /ตามระยะเวลา 1 ปี/ }).check();
          await block.getByRole('button', { name: 'ยืนยันการสมัครและชำระเงิน' }).click();

          const firstName = block.getByLabel('ชื่อ', { exact: true });
          await expect(firstName).toBeFocused();
          await expect(firstName).toBeInViewport();
          await firstName.fill('สมชาย');
          await expect(block.getByText('กรุณากรอกชื่อ', { exact: true })).toBeHidden();
          await expect(block.getByText('กรุณากรอกอีเมล', { exact: true })).toBeVisible();
        } finally {
          await setCourseLayout(baseURL ?? '', 1);
        }
      });

      // Last: it ends signed in as the new account.
      await test.step("shows the server's refusal inside the form, covering none of it, and takes a strong password with symbols", async () => {
        const modal = await openRegistration(page);
        const submit = modal.getByRole('button', { name: 'สมัครสมาชิก' });
        const refusal = modal.getByTestId('form-refusal');
        const username = uniqueName('buyer');
        await fillValidRegistration(page, modal, { username: 'student', email: `${username}@example.com` });
        await submit.click();

        await expect(refusal).toContainText('ชื่อผู้ใช้นี้ถูกใช้งานแล้ว');
        await expect(refusal).toBeInViewport();
        // Nothing floats over the dialog.
        await expect(page.locator('.ui-notice')).toHaveCount(0);

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
  });
}
