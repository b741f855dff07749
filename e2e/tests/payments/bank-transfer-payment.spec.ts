import { expect, test } from '../../fixtures/test';
import { apiAs, PNG_IMAGE, resetStudent } from '../checkout/shop-data';
import { expectCourseUnlocked, LIVE_UPDATE, orderToPay } from './payment-journey';

/** Today on the shop's Bangkok calendar, as the transfer form writes a date. */
const bangkokToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());

test.describe('a student paying by bank transfer', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('reports the transfer with a slip, waits, and sees the approval arrive live', async ({
    page,
    context,
    shop,
  }) => {
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'โอนเงินผ่านธนาคาร');
    await expect(page.getByText('123-4-56789-0').first()).toBeVisible();

    await page.getByRole('button', { name: 'แจ้งชำระเงิน', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'แจ้งชำระเงิน' });
    await dialog.getByRole('radio', { name: /123-4-56789-0/ }).check();
    await dialog.getByLabel('ธนาคารต้นทาง').fill('ไทยพาณิชย์');
    await dialog.getByLabel('ธนาคารต้นทาง').press('Enter');
    await expect(dialog.getByText('ธนาคารไทยพาณิชย์', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('จำนวนเงินที่โอน')).toHaveValue('2664.30');
    await dialog.getByLabel('วันที่โอน').fill(bangkokToday());
    await dialog.getByLabel('วันที่โอน').press('Enter');
    await dialog.getByLabel('เวลาที่โอน').fill('00:00:01');
    await dialog.getByLabel('เวลาที่โอน').press('Enter');
    await dialog.getByLabel('หลักฐานการโอนเงิน (สลิป)').setInputFiles({ ...PNG_IMAGE, name: 'slip.png' });
    await expect(dialog.getByText('slip.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'แจ้งชำระเงิน', exact: true }).click();

    await expect(page).toHaveURL(/\/thankyou\?orderId=/, LIVE_UPDATE);
    await expect(page.getByText('รอตรวจสอบ')).toBeVisible();
    // Not a green "thank you for your order": the shop has yet to check the transfer.
    await expect(page.getByText('คำสั่งซื้อรอร้านตรวจสอบ')).toBeVisible();
    await expect(page.getByText('ขอบคุณสำหรับการสั่งซื้อ')).toBeHidden();
    await page.goto('/myaccount/student/order');
    const card = page.locator('.order-card').filter({ hasText: `คำสั่งซื้อเลขที่ ${String(orderId)}` });
    await expect(card.getByText('รอตรวจสอบ')).toBeVisible();

    // The shop's administrator checks the statement and approves; the open page updates itself.
    const admin = await apiAs(shop.baseURL, 'admin');
    await admin.call('POST', `/api/admin/orders/${String(orderId)}/approve`, {});
    await expect(card.getByText('อนุมัติแล้ว')).toBeVisible(LIVE_UPDATE);
    await expectCourseUnlocked(page, orderId);
  });
});
