import { expect, test } from '../../fixtures/test';
import { courseIdOf, defaultPlanOf, resetStudent, useSession } from './shop-data';

test.describe('a physical product', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('cannot be ordered until a delivery address and a shipping option are chosen', async ({
    page,
    context,
    shop,
  }) => {
    const baseURL = shop.baseURL;
    const student = await resetStudent(baseURL);
    const addresses = (await student.call('GET', '/private/shipping/addresses')) as {
      data: { id: number }[];
    };
    for (const address of addresses.data)
      await student.call('DELETE', `/private/shipping/addresses/${String(address.id)}`);
    const productId = await courseIdOf(baseURL, 'python-workbook-printed');
    await student.call('POST', '/public/cart/items', {
      course_id: productId,
      priecingplan_id: await defaultPlanOf(baseURL, productId),
      qty: 2,
    });
    await useSession(context, baseURL, student.cookie);

    await page.goto('/cart');
    const order = page.getByRole('button', { name: 'สั่งซื้อ' });
    await expect(page.getByLabel('จำนวนของ หนังสือแบบฝึกหัด Python (ฉบับพิมพ์)')).toHaveValue('2');
    await expect(order).toBeDisabled();

    await page.getByRole('button', { name: 'เพิ่มที่อยู่จัดส่ง' }).click();
    const form = page.getByRole('dialog', { name: 'เพิ่มที่อยู่จัดส่ง' });
    await form.getByLabel('ชื่อผู้รับ').fill('สมหญิง เรียนดี');
    await form.getByLabel('เบอร์โทรศัพท์ผู้รับ').fill('0812345678');
    await form.getByLabel('ที่อยู่', { exact: true }).fill('99 ถนนสุขุมวิท');
    await form.getByLabel('จังหวัด').fill('กรุงเทพมหานคร');
    await form.getByLabel('รหัสไปรษณีย์').fill('10110');
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('radio', { name: /สมหญิง เรียนดี, 0812345678, 99 ถนนสุขุมวิท/ })).toBeChecked();
    // An address alone is not enough: the product also needs a shipping option.
    await expect(order).toBeDisabled();

    await page.getByRole('radio', { name: /EMS/ }).check();
    await expect(order).toBeEnabled();
    // 2 x 450 THB, 7% VAT on 900 THB, and 80 THB by EMS.
    await expect(page.getByTestId('checkout-total')).toHaveText('฿1,043.00');
    await order.click();

    await expect(page).toHaveURL(/\/cart\/\d+$/);
    await expect(page.getByTestId('amount-to-pay')).toHaveText('1,043.00 THB');
  });
});
