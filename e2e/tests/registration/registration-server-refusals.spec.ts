import { expect, test } from '../../fixtures/test';
import { changeSettings } from '../checkout/shop-data';
import { fillValidRegistration, openRegistration, uniqueName } from './registration-form';

test.describe('registering', () => {
  let restoreSettings: (() => Promise<void>) | null = null;

  test.afterEach(async () => {
    await restoreSettings?.();
    restoreSettings = null;
  });

  test('shows the text of each refusal of the server, then registers and signs in', async ({
    page,
    shop,
  }) => {
    const modal = await openRegistration(page);
    const notice = modal.getByTestId('form-refusal');
    const email = `${uniqueName('buyer')}@example.com`;
    const username = uniqueName('buyer');

    await fillValidRegistration(page, modal, { username: 'student', email });
    await modal.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(notice).toContainText('ชื่อผู้ใช้นี้ถูกใช้งานแล้ว');
    await expect(modal.getByRole('textbox', { name: 'ชื่อผู้ใช้' })).toHaveAccessibleDescription(
      /ชื่อผู้ใช้นี้ถูกใช้งานแล้ว/,
    );

    await modal.getByLabel('ชื่อผู้ใช้').fill(username);
    await modal.getByLabel('อีเมล').fill('student@demo.shop');
    await modal.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(notice).toContainText('อีเมลนี้ถูกใช้งานแล้ว');

    // The demo student was created today, so a limit of one new account a day is already reached.
    restoreSettings = await changeSettings(shop.baseURL, { max_new_users_per_day: 1 });
    await modal.getByLabel('อีเมล').fill(email);
    await modal.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(notice).toContainText('วันนี้มีการสร้างบัญชีครบจำนวนที่กำหนดแล้ว กรุณาลองใหม่ในวันถัดไป');

    await restoreSettings();
    restoreSettings = null;
    await modal.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: 'บัญชีของฉัน' })).toHaveText('ทดสอบ');
  });
});
