import { SCREENS } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { PYTHON_COURSE, setCourseLayout } from '../course-page/course-layout';
import { openRegistration } from './registration-form';

for (const screen of SCREENS) {
  test.describe(`an empty registration on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    test('puts the cursor in the first field in error, in view, and each message leaves once its field is filled', async ({
      page,
    }) => {
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

    test("puts the cursor in the first field in error, in view, in layout 4's form", async ({
      page,
      baseURL,
    }) => {
      await setCourseLayout(baseURL ?? '', 4);
      try {
        await page.goto(PYTHON_COURSE.address);
        const block = page.getByRole('region', { name: 'ลงทะเบียนและชำระเงิน', exact: true });
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
  });
}
