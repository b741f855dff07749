import { sandboxControl } from '../../fixtures/shop-api';
import { expect, test } from '../../fixtures/test';
import { resetStudent } from '../checkout/shop-data';
import { COURSE, expectCourseUnlocked, LIVE_UPDATE, orderToPay, payByCard } from './payment-journey';

type Txn = { referenceNo: string; amount: number; merchantDefined: (string | null)[] };

test.describe('a student paying with GB Prime Pay', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('pays by card through the bank’s OTP page, after a decline with another card, and by PromptPay QR', async ({
    page,
    context,
    shop,
  }) => {
    await test.step("types a card, passes the bank's OTP page and comes back to a paid order", async () => {
      const { orderId } = await orderToPay(page, context, shop.baseURL, 'บัตรเครดิต (GB Prime Pay)');

      await payByCard(page, '4535 0177 1053 5741');

      // The shop's page hands the buyer to GB's 3-D Secure, whose issuer asks for the one-time password.
      await expect(page).toHaveURL(/\/sandbox\/gbprime\/v2\/tokens\/3d_secured$/, LIVE_UPDATE);
      await expect(page.getByText('฿2,664.30 THB')).toBeVisible();
      await page.getByLabel(/รหัส OTP/).fill('123456');
      await page.getByRole('button', { name: /Confirm/ }).click();
      await expect(page).toHaveURL(new RegExp(`/payment/${String(orderId)}\\?attempt=\\d+`));
      await expect(page.getByText('ชำระเงินสำเร็จ')).toBeVisible(LIVE_UPDATE);
      await expectCourseUnlocked(page, orderId);
    });

    await test.step('is told why a declined card failed and pays the same order with another card', async () => {
      const { orderId } = await orderToPay(page, context, shop.baseURL, 'บัตรเครดิต (GB Prime Pay)');

      await payByCard(page, '4000 0000 0000 9995');

      await expect(page.getByRole('alert').filter({ hasText: 'บัตรถูกปฏิเสธ' })).toBeVisible(LIVE_UPDATE);
      await expect(page.getByLabel('หมายเลขบัตร')).toHaveAccessibleDescription(/ยอดเงินในบัตรไม่เพียงพอ/);
      await expect(page).toHaveURL(new RegExp(`/cart/${String(orderId)}$`));
      await payByCard(page, '5258 8606 8990 5862');
      await expect(page).toHaveURL(/\/sandbox\/gbprime\/v2\/tokens\/3d_secured$/, LIVE_UPDATE);
      await page.getByLabel(/รหัส OTP/).fill('123456');
      await page.getByRole('button', { name: /Confirm/ }).click();
      await expect(page.getByText('ชำระเงินสำเร็จ')).toBeVisible(LIVE_UPDATE);
      await expectCourseUnlocked(page, orderId);
    });

    await test.step('sees the PromptPay QR, and the page moves on by itself once the bank pays it', async () => {
      const { orderId } = await orderToPay(page, context, shop.baseURL, 'พร้อมเพย์ (GB Prime Pay)');

      await page.getByRole('button', { name: 'ชำระด้วยพร้อมเพย์' }).click();

      const modal = page.getByRole('dialog', { name: 'สแกนเพื่อชำระด้วยพร้อมเพย์ (GB Prime Pay)' });
      await expect(
        modal.getByRole('img', { name: `QR พร้อมเพย์ GB Prime Pay สำหรับชำระคำสั่งซื้อเลขที่ ${String(orderId)}` }),
      ).toBeVisible();
      await expect(modal.getByText(/QR หมดอายุใน/)).toBeVisible();
      await expect(modal.getByText(COURSE.amount.replace(' THB', ''))).toBeVisible();
      // The buyer's banking app pays: the sandbox stands in for it.
      const waiting = await sandboxControl<Txn[]>(shop.baseURL, '/gbprime/transactions?status=G');
      const txn = waiting.find((item) => item.merchantDefined[1] === String(orderId));
      expect(txn?.amount).toBe(266_430);
      await sandboxControl(shop.baseURL, `/gbprime/transactions/${txn?.referenceNo ?? ''}/succeed`, {});

      await expect(page).toHaveURL(/\/thankyou/, LIVE_UPDATE);
      await expect(page.getByText('ขอบคุณสำหรับการสั่งซื้อ')).toBeVisible();
      await expectCourseUnlocked(page, orderId);
    });
  });
});
