import { expect, test } from '../../fixtures/test';
import { PYTHON_COURSE } from './course-layout';

test.describe('what a visitor can try and explore on a course page', () => {
  test('lets a visitor play a preview lecture and go on to related courses', async ({ page }) => {
    await test.step('plays a preview lecture of the curriculum in a dialog', async () => {
      await page.goto(PYTHON_COURSE.address);
      await page.getByRole('tab', { name: 'เนื้อหาคอร์ส' }).click();

      await page.getByRole('button', { name: `ดูตัวอย่าง ${PYTHON_COURSE.previewLecture}` }).click();

      const dialog = page.getByRole('dialog', { name: PYTHON_COURSE.previewLecture });
      const video = dialog.getByLabel(PYTHON_COURSE.previewLecture);
      await expect(video).toBeVisible();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(0.2);

      await dialog.getByRole('button', { name: 'ปิด' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('lists related courses by the same teacher and the best sellers', async () => {
      await page.goto(PYTHON_COURSE.address);

      const byTeacher = page.getByRole('region', { name: 'คอร์สอื่นของผู้สอน' });
      // Related lists load when they come near the viewport.
      await expect(async () => {
        await page.mouse.wheel(0, 800);
        await expect(byTeacher).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expect(byTeacher.getByRole('link', { name: 'เริ่มต้นลงทุนอย่างเข้าใจ' })).toBeVisible();
      await expect(byTeacher.getByRole('link', { name: PYTHON_COURSE.title })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'คอร์สขายดี' })).toBeVisible();

      await byTeacher.getByRole('link', { name: 'เริ่มต้นลงทุนอย่างเข้าใจ' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'เริ่มต้นลงทุนอย่างเข้าใจ' })).toBeVisible();
    });
  });
});
