import { SCREENS } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { registerStudent, useSession } from './account-data';

// A Thai personal tax id with a valid check digit.
const TAX_ID = '3101500123459';

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    test('a student changes their phone and tax details in their profile and finds them after a reload', async ({
      page,
      context,
      shop,
    }) => {
      const student = await registerStudent(shop.baseURL);
      await useSession(context, shop.baseURL, student.cookie);

      await page.goto('/');
      await page.getByRole('button', { name: 'บัญชีของฉัน' }).click();
      await page.getByRole('menuitem', { name: 'ข้อมูลส่วนตัว' }).click();
      await expect(page.getByRole('heading', { name: 'ข้อมูลส่วนตัว' })).toBeVisible();

      const details = page.getByRole('region', { name: 'ข้อมูลของฉัน' });
      await expect(details.getByLabel('เบอร์โทรศัพท์')).toHaveValue('0811111111');
      await details.getByLabel('เบอร์โทรศัพท์').fill('0899998888');
      await details.getByRole('button', { name: 'บันทึกข้อมูล' }).click();
      await expect(page.getByText('บันทึกข้อมูลของคุณแล้ว')).toBeVisible();

      const tax = page.getByRole('region', { name: 'ข้อมูลใบกำกับภาษี' });
      await tax.getByLabel('ชื่อ', { exact: true }).fill('มานี');
      await tax.getByLabel('นามสกุล').fill('มีบัญชี');
      await tax.getByLabel('เลขประจำตัวผู้เสียภาษี (เลขบัตรประจำตัวประชาชน)').fill(TAX_ID);
      await tax.getByLabel('ที่อยู่สำหรับออกใบกำกับภาษี').fill('12 ถนนสุขุมวิท กรุงเทพฯ 10110');
      await tax.getByRole('button', { name: 'บันทึกข้อมูลใบกำกับภาษี' }).click();
      await expect(page.getByText('บันทึกข้อมูลใบกำกับภาษีแล้ว')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('region', { name: 'ข้อมูลของฉัน' }).getByLabel('เบอร์โทรศัพท์')).toHaveValue(
        '0899998888',
      );
      const saved = page.getByRole('region', { name: 'ข้อมูลใบกำกับภาษี' });
      await expect(saved.getByLabel('เลขประจำตัวผู้เสียภาษี (เลขบัตรประจำตัวประชาชน)')).toHaveValue(TAX_ID);
      await expect(saved.getByLabel('ที่อยู่สำหรับออกใบกำกับภาษี')).toHaveValue('12 ถนนสุขุมวิท กรุงเทพฯ 10110');
    });
  });
}
