import { expect, test } from '../../fixtures/test';
import { PYTHON_COURSE, setCourseLayout } from './course-layout';

test.describe("layout 4's register bar", () => {
  test.afterEach(async ({ baseURL }) => {
    await setCourseLayout(baseURL ?? '', 1);
  });

  test('leads to the pricing block from the top of the page, and steps aside at the end of a narrow one', async ({
    page,
    baseURL,
  }) => {
    await test.step('shows the anchors and the starting fee, and Register scrolls to the pricing block', async () => {
      await setCourseLayout(baseURL ?? '', 4);
      await page.goto(PYTHON_COURSE.address);

      const bar = page.getByRole('complementary', { name: 'แถบสมัครเรียน' });
      const anchors = bar.getByRole('navigation', { name: 'ส่วนต่าง ๆ ของหน้าคอร์ส' });
      for (const name of ['รายละเอียดคอร์ส', 'เนื้อหาคอร์ส', 'วิธีการสั่งซื้อ', 'คำถามและความคิดเห็น']) {
        await expect(anchors.getByRole('link', { name })).toBeVisible();
      }
      await expect(bar).toContainText('ค่าสมัครเริ่มต้น ฿990.00');

      const pricing = page.getByRole('region', { name: 'ค่าสมัครเรียน' });
      await expect(pricing).not.toBeInViewport();
      await bar.getByRole('button', { name: 'สมัครเรียน' }).click();

      await expect(pricing).toBeInViewport();
      await expect(pricing).toBeFocused();
      await expect(pricing.getByRole('radio', { name: /ตามระยะเวลา 1 ปี/ })).toBeChecked();
    });

    // Last: it narrows the screen.
    await test.step('sits at the bottom of a narrow screen and hides at the end of the page', async () => {
      await setCourseLayout(baseURL ?? '', 4);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(PYTHON_COURSE.address);

      const bar = page.getByRole('complementary', { name: 'แถบสมัครเรียน' });
      await expect(bar.getByRole('button', { name: 'สมัครเรียน' })).toBeInViewport();
      const box = await bar.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(740, 0);
      await expect(bar.getByRole('navigation')).toBeHidden();

      // The related lists load as the end comes near and make the page longer, so go to the end again.
      await expect(async () => {
        await page.keyboard.press('End');
        await expect(bar).toBeHidden({ timeout: 1_000 });
      }).toPass();
    });
  });
});
