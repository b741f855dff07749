import { expect, test } from '../../fixtures/test';
import { PYTHON_COURSE } from './course-layout';

test.describe('questions and comments on a course page', () => {
  test('invites a visitor to sign in, and lets a signed-in student ask and reply', async ({ page }) => {
    await page.goto(PYTHON_COURSE.address);
    await page.getByRole('tab', { name: 'คำถามและความคิดเห็น' }).click();
    const panel = page.getByRole('tabpanel', { name: 'คำถามและความคิดเห็น' });
    await expect(panel.getByText('เข้าสู่ระบบเพื่อถามคำถามหรือแสดงความคิดเห็น')).toBeVisible();
    await expect(panel.getByRole('textbox')).toHaveCount(0);

    await page.evaluate(async () => {
      await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'student', password: 'student1234' }),
      });
    });
    await page.reload();
    await page.getByRole('tab', { name: 'คำถามและความคิดเห็น' }).click();

    const question = 'ต้องมีพื้นฐานคณิตศาสตร์ไหมครับ <b>?</b>';
    await panel.getByRole('textbox', { name: 'คำถามหรือความคิดเห็นของคุณ' }).fill(question);
    await panel.getByRole('button', { name: 'ส่งข้อความ' }).click();
    await expect(panel.getByRole('listitem').filter({ hasText: question })).toBeVisible();

    await panel.getByRole('button', { name: 'ตอบกลับ' }).first().click();
    await expect(panel.getByRole('textbox', { name: 'คำถามหรือความคิดเห็นของคุณ' })).toBeFocused();
    await page.keyboard.type('ไม่ต้องครับ');
    await panel.getByRole('button', { name: 'ส่งข้อความ' }).click();
    await expect(panel.getByRole('list', { name: 'คำตอบ' }).getByText('ไม่ต้องครับ')).toBeVisible();
  });
});
