import { expect, test } from '../../fixtures/test';
import { courseIdOf, defaultPlanOf, resetStudent, useSession } from './shop-data';

/** A normal person's tax details, as the demo student starts. */
const NORMAL_PERSON = {
  tax_person_type: 'normal_person',
  tax_name_one: 'สมหญิง',
  tax_name_two: 'เรียนดี',
  tax_payer_identification_no: '1234567890121',
  tax_address: '99 ถนนสุขุมวิท กรุงเทพมหานคร 10110',
  tax_is_delivery_by_tax_address: true,
  is_require_tax_invoice: false,
};

test.describe('a buyer above 1,000 THB', () => {
  test.afterEach(async ({ shop }) => {
    const student = await resetStudent(shop.baseURL);
    await student.call('PUT', '/private/myaccount/students/tax', NORMAL_PERSON);
  });

  test('becomes a juristic person through the change-person-type modal and withholds 1%', async ({
    page,
    context,
    shop,
  }) => {
    const baseURL = shop.baseURL;
    const student = await resetStudent(baseURL);
    await student.call('PUT', '/private/myaccount/students/tax', NORMAL_PERSON);
    const courseId = await courseIdOf(baseURL, 'business-english-coaching');
    await student.call('POST', '/public/cart/items', {
      course_id: courseId,
      priecingplan_id: await defaultPlanOf(baseURL, courseId),
    });
    await useSession(context, baseURL, student.cookie);

    await page.goto('/cart');
    // 9,900 THB with 7% VAT.
    await expect(page.getByTestId('checkout-total')).toHaveText('฿10,593.00');
    await page.getByRole('checkbox', { name: 'หักภาษี ณ ที่จ่าย' }).click();

    const modal = page.getByRole('dialog', { name: 'เปลี่ยนเป็นบัญชีนิติบุคคล' });
    await expect(modal).toContainText('การหักภาษี ณ ที่จ่ายใช้ได้เฉพาะบัญชีนิติบุคคล');
    await modal.getByLabel('ชื่อบริษัท').fill('บริษัท ตัวอย่าง จำกัด');
    await modal.getByLabel('สำนักงานใหญ่หรือเลขที่สาขา').fill('สำนักงานใหญ่');
    await modal.getByLabel('เลขประจำตัวผู้เสียภาษีอากรของนิติบุคคล').fill('0105556000009');
    await modal.getByLabel('ที่อยู่บริษัทสำหรับออกใบกำกับภาษี').fill('1 ถนนสีลม บางรัก กรุงเทพมหานคร 10500');
    await modal.getByRole('button', { name: 'บันทึก' }).click();
    await expect(modal).toBeHidden();

    await expect(page.getByRole('checkbox', { name: 'หักภาษี ณ ที่จ่าย' })).toBeChecked();
    await expect(page.getByText('ออกใบกำกับภาษีในนาม บริษัท ตัวอย่าง จำกัด สำนักงานใหญ่')).toBeVisible();
    // 3% of the 9,900 THB net is withheld by default.
    await expect(page.getByText('หักภาษี ณ ที่จ่าย 3%')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('฿10,296.00');

    await page.getByRole('radio', { name: '1%' }).check();
    await expect(page.getByText('หักภาษี ณ ที่จ่าย 1%')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('฿10,494.00');

    await page.getByRole('button', { name: 'สั่งซื้อ' }).click();
    await expect(page).toHaveURL(/\/cart\/\d+$/);
    await expect(page.getByTestId('amount-to-pay')).toHaveText('10,494.00 THB');
  });
});
