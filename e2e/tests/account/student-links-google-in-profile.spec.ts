import { expect, test } from '../../fixtures/test';
import { registerStudent, useSession } from './account-data';

test.describe('a student in their profile', () => {
  test('links Google through the identity sandbox, and keeps a message choice after a reload', async ({
    page,
    context,
    shop,
  }) => {
    const student = await registerStudent(shop.baseURL);
    await useSession(context, shop.baseURL, student.cookie);
    await page.goto('/myaccount/student/profile');

    const methods = page.getByRole('region', { name: 'ช่องทางเข้าสู่ระบบ' });
    const google = methods.getByRole('listitem').filter({ hasText: 'Google' });
    await google.getByRole('link', { name: 'เชื่อมต่อ' }).click({ timeout: 30_000 });

    // The identity sandbox's Google consent page: the student picks a test user.
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Continue as Dao Sandbox' }).click();

    await expect(page).toHaveURL(/\/myaccount\/student\/profile$/, { timeout: 30_000 });
    const linked = page.getByRole('region', { name: 'ช่องทางเข้าสู่ระบบ' }).getByRole('listitem').filter({
      hasText: 'Google',
    });
    await expect(linked).toContainText('เชื่อมต่อแล้ว: Dao Sandbox', { timeout: 30_000 });
    await expect(linked.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ' })).toBeVisible();
    const answer = await student.call('GET', '/private/myaccount/sign-in-methods');
    expect(answer.json).toMatchObject({ data: { identities: [{ provider: 'google' }] } });

    const messages = page.getByRole('region', { name: 'การแจ้งเตือน' });
    const reminders = messages.getByRole('switch', {
      name: 'อีเมลเตือนความจำ (สิทธิ์เรียนใกล้หมด คำสั่งซื้อที่ยังไม่ชำระ)',
    });
    await expect(reminders).toHaveAttribute('aria-checked', 'true');
    await reminders.click();
    await expect(page.getByText('บันทึกการแจ้งเตือนแล้ว')).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'การแจ้งเตือน' })
        .getByRole('switch', { name: 'อีเมลเตือนความจำ (สิทธิ์เรียนใกล้หมด คำสั่งซื้อที่ยังไม่ชำระ)' }),
    ).toHaveAttribute('aria-checked', 'false', { timeout: 30_000 });
  });
});
