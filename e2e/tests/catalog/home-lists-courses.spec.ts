import { expect, test } from '../../fixtures/test';

test.describe('the home page', () => {
  test('lists the demo courses with their prices, finds one by keyword in Thai and English, and answers an unknown address', async ({
    page,
  }) => {
    await test.step('lists the demo courses from the database, in Thai, with their starting prices', async () => {
      await page.goto('/');

      await expect(page.getByRole('heading', { name: 'คอร์สเรียนทั้งหมด' })).toBeVisible();
      const pythonCard = page.getByRole('link', { name: 'Python สำหรับการวิเคราะห์ข้อมูล' });
      await expect(pythonCard).toBeVisible();
      // The card's link is its title; the type and the price describe it.
      await expect(pythonCard).toHaveAccessibleDescription('ออนไลน์ เริ่มต้น ฿990.00');
      await expect(page.getByRole('link', { name: 'เริ่มต้นลงทุนอย่างเข้าใจ' })).toHaveAccessibleDescription(/ฟรี$/);
      await expect(page.getByText('ทั้งหมด 9 คอร์ส')).toBeVisible();
    });

    await test.step('shows the not-found page for an address the shop does not have', async () => {
      await page.goto('/no-such-page');

      await expect(page.getByText('404 ไม่พบหน้าที่คุณต้องการ')).toBeVisible();
    });

    await test.step('finds a course by keyword and switches to English', async () => {
      await page.goto('/');

      await page.getByRole('searchbox', { name: 'ค้นหาคอร์ส' }).fill('Excel');
      await page.getByRole('searchbox', { name: 'ค้นหาคอร์ส' }).press('Enter');
      await expect(page.getByRole('link', { name: /Excel สำหรับนักบัญชี/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Python สำหรับการวิเคราะห์ข้อมูล' })).toBeHidden();

      await page.getByText('EN', { exact: true }).click();
      await expect(page.getByRole('heading', { name: 'All courses' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Excel สำหรับนักบัญชี/ })).toHaveAccessibleDescription(
        /From ฿4,500\.00$/,
      );
    });
  });
});
