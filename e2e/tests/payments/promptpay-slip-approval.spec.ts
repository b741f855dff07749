import { slipImage, slipQrText } from '../../../apps/server/src/test/slip-images';
import { sandboxControl } from '../../fixtures/shop-api';
import { expect, test } from '../../fixtures/test';
import { apiAs, resetStudent } from '../checkout/shop-data';
import { expectCourseUnlocked, LIVE_UPDATE, orderToPay } from './payment-journey';

/** The demo shop's account the buyer pays, and its PromptPay phone id for this journey. */
const SHOP_ACCOUNT = '123-4-56789-0';
const PROMPTPAY_PHONE = '0812345678';
const AMOUNT_SATANG = 266_430;

type BankAccount = { id: number; account_id: string; [field: string]: unknown };

/** Today on the shop's Bangkok calendar, as the transfer form writes a date. */
const bangkokToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());

/** Gives the demo account a PromptPay id (or takes it away) through the back office's API. */
const setPromptPay = async (baseURL: string, promptPay: { kind: string; value: string } | null) => {
  const admin = await apiAs(baseURL, 'admin');
  const listed = (await admin.call('GET', '/api/admin/bank-accounts')) as { data: BankAccount[] };
  const account = listed.data.find((one) => one.account_id === SHOP_ACCOUNT);
  if (!account) throw new Error(`the demo shop has no account ${SHOP_ACCOUNT}`);
  const { id, ...body } = account;
  await admin.call('PUT', `/api/admin/bank-accounts/${String(id)}`, { ...body, prompt_pay: promptPay });
};

test.describe('a buyer paying by the PromptPay QR of the shop’s own account', () => {
  test.afterEach(async ({ shop }) => {
    await setPromptPay(shop.baseURL, null);
    await resetStudent(shop.baseURL);
  });

  test('pays the QR for the exact amount, sends the slip and sees the order approved without an administrator', async ({
    page,
    context,
    shop,
  }) => {
    await setPromptPay(shop.baseURL, { kind: 'phone', value: PROMPTPAY_PHONE });
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'โอนเงินผ่านธนาคาร');

    const qr = page.getByLabel('QR พร้อมเพย์สำหรับคำสั่งซื้อนี้');
    await expect(qr.getByRole('img')).toBeVisible(LIVE_UPDATE);
    await expect(qr.getByText('ยอดที่ต้องชำระ: 2,664.30 THB')).toBeVisible();
    await expect(qr.getByRole('button', { name: 'บันทึกรูป QR' })).toBeVisible();

    // The buyer's bank pays the QR: the sandbox's bank records the transfer its slip will name.
    const reference = `E2E${String(Date.now())}`;
    await sandboxControl(shop.baseURL, '/easyslip/transfers', {
      bank: '014',
      reference,
      amount: AMOUNT_SATANG,
      date: new Date().toISOString(),
      receiver_account: SHOP_ACCOUNT,
    });
    const slip = await slipImage(slipQrText('014', reference));

    await page.getByRole('button', { name: 'แจ้งชำระเงิน', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'แจ้งชำระเงิน' });
    await dialog.getByRole('radio', { name: /123-4-56789-0/ }).check();
    await dialog.getByLabel('ธนาคารต้นทาง').fill('ไทยพาณิชย์');
    await dialog.getByLabel('ธนาคารต้นทาง').press('Enter');
    await expect(dialog.getByText('ธนาคารไทยพาณิชย์', { exact: true })).toBeVisible();
    await dialog.getByLabel('วันที่โอน').fill(bangkokToday());
    await dialog.getByLabel('วันที่โอน').press('Enter');
    await dialog.getByLabel('เวลาที่โอน').fill('00:00:01');
    await dialog.getByLabel('เวลาที่โอน').press('Enter');
    await dialog
      .getByLabel('หลักฐานการโอนเงิน (สลิป)')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
    await expect(dialog.getByText('slip.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'แจ้งชำระเงิน', exact: true }).click();

    await expect(page).toHaveURL(/\/thankyou\?orderId=/, LIVE_UPDATE);
    await expect(page.getByText('ชำระเงินเรียบร้อย ขอบคุณสำหรับการสั่งซื้อ')).toBeVisible(LIVE_UPDATE);
    await expectCourseUnlocked(page, orderId);
  });
});
