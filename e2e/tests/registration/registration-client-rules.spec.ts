import { expect, test } from '../../fixtures/test';
import { openRegistration } from './registration-form';

test.describe('the registration form', () => {
  test('tells a visitor every rule a field breaks, by the field’s name in their language, before anything is sent', async ({
    page,
  }) => {
    await test.step('shows the rule each field breaks before anything is sent', async () => {
      const modal = await openRegistration(page);
      await modal.getByRole('button', { name: 'สมัครสมาชิก' }).click();

      // The notice sits inside the form above its button; the messages under the fields.
      const notice = modal.getByTestId('form-refusal');
      await expect(notice).toContainText('คุณกรอกข้อมูลไม่ถูกต้อง');
      await expect(notice).toContainText('ข้อมูลหลักไม่ถูกต้อง');
      await expect(notice).toContainText('ข้อมูลการเข้าสู่ระบบไม่ถูกต้อง');
      for (const message of [
        'กรุณากรอกชื่อ',
        'กรุณากรอกนามสกุล',
        'กรุณากรอกอีเมล',
        'กรุณากรอกเบอร์โทรศัพท์',
        'กรุณากรอก อาชีพ',
        'กรุณากรอกชื่อผู้ใช้',
        'กรุณากรอกรหัสผ่าน',
        'กรุณายืนยันรหัสผ่าน',
      ])
        await expect(modal.getByText(message, { exact: true })).toBeVisible();

      await modal.getByLabel('อีเมล').fill('not-an-e-mail');
      await modal.getByLabel('เบอร์โทรศัพท์').fill('08123ab');
      await modal.getByLabel('ชื่อผู้ใช้').fill('has space');
      await modal.getByLabel('รหัสผ่าน', { exact: true }).fill('12345');
      await modal.getByLabel('ยืนยันรหัสผ่าน').fill('54321');
      await modal.getByRole('button', { name: 'สมัครสมาชิก' }).click();
      await expect(modal.getByText('รูปแบบอีเมลไม่ถูกต้อง')).toBeVisible();
      await expect(modal.getByText('เบอร์โทรศัพท์ต้องเป็นตัวเลข 9-10 หลักเท่านั้น')).toBeVisible();
      await expect(
        modal.getByText('ชื่อผู้ใช้ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และเครื่องหมาย _ - . @ เท่านั้น และห้ามมีช่องว่าง'),
      ).toBeVisible();
      const tooShort = modal.getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร');
      await expect(tooShort).toBeVisible();
      await expect(modal.getByText('รหัสผ่านและการยืนยันรหัสผ่านไม่ตรงกัน')).toBeVisible();

      // Spaces and symbols are welcome: only the length was wrong.
      await modal.getByLabel('รหัสผ่าน', { exact: true }).fill('good pass!');
      await expect(tooShort).toBeHidden();

      // The cart asks only what the shop requires; the tax invoice is among the optional details.
      await modal.getByRole('button', { name: 'กรอกข้อมูลอื่นที่ไม่บังคับด้วย' }).click();
      await modal.getByRole('checkbox', { name: 'ต้องการใบกำกับภาษี' }).check();
      await modal.getByRole('radio', { name: 'นิติบุคคล' }).check();
      await modal.getByLabel('เลขประจำตัวผู้เสียภาษีอากรของนิติบุคคล').fill('12345');
      await modal.getByRole('button', { name: 'สมัครสมาชิก' }).click();
      await expect(notice).toContainText('ข้อมูลใบกำกับภาษีไม่ถูกต้อง');
      await expect(modal.getByText('กรุณากรอกชื่อบริษัท')).toBeVisible();
      await expect(modal.getByText('เลขประจำตัวผู้เสียภาษีอากรของนิติบุคคลต้องเป็นตัวเลข 13 หลัก')).toBeVisible();
    });

    await test.step('asks for a required custom label by its name, its English name on the English page', async () => {
      await page.goto('/cart');
      await page.getByText('EN', { exact: true }).click();
      await page.getByRole('button', { name: 'Register' }).click();
      const modal = page.getByRole('dialog', { name: 'Log in or register to order' });
      await modal.getByRole('button', { name: 'Register' }).click();
      await expect(modal.getByText('Please enter Occupation')).toBeVisible();
      await expect(modal.getByLabel('Occupation')).toBeVisible();
      await expect(modal.getByText('Please enter your first name')).toBeVisible();
    });
  });
});
