import { expect, test } from '../../fixtures/test';

test.describe('the course list', () => {
  test('narrows the courses by type, keyword and category, each at an address of its own', async ({
    page,
  }) => {
    await test.step('narrows the courses by course type, then by keyword, and keeps both in the address', async () => {
      await page.goto('/courses');
      await expect(page.getByRole('heading', { level: 1, name: 'คอร์สเรียนทั้งหมด' })).toBeVisible();
      await expect(page.getByText('ทั้งหมด 9 คอร์ส')).toBeVisible();

      const online = page
        .getByRole('radiogroup', { name: 'ประเภทคอร์ส' })
        .getByRole('radio', { name: 'ออนไลน์', exact: true });
      await online.click();
      await expect(online).toBeChecked();

      await expect(page).toHaveURL(/filter=Online/);
      await expect(page.getByText('ทั้งหมด 3 คอร์ส')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Python สำหรับการวิเคราะห์ข้อมูล' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Excel สำหรับนักบัญชี/ })).toBeHidden();

      const search = page.getByRole('searchbox', { name: 'ค้นหาคอร์ส' });
      await search.fill('ลงทุน');
      await search.press('Enter');

      await expect(page.getByText('ทั้งหมด 1 คอร์ส')).toBeVisible();
      await expect(page.getByRole('link', { name: 'เริ่มต้นลงทุนอย่างเข้าใจ' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Python สำหรับการวิเคราะห์ข้อมูล' })).toBeHidden();

      await page.reload();
      await expect(page.getByRole('link', { name: 'เริ่มต้นลงทุนอย่างเข้าใจ' })).toBeVisible();
      await expect(page.getByText('ทั้งหมด 1 คอร์ส')).toBeVisible();
    });

    await test.step('shows a category page at its link path', async () => {
      await page.goto('/courses/programming');

      await expect(page.getByRole('heading', { level: 1, name: 'หมวด การเขียนโปรแกรม' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Python สำหรับการวิเคราะห์ข้อมูล' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'เริ่มต้นลงทุนอย่างเข้าใจ' })).toBeHidden();
    });
  });
});
