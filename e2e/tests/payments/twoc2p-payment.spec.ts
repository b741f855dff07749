import type { Page } from '@playwright/test';
import { sandboxControl } from '../../fixtures/shop-api';
import { expect, test } from '../../fixtures/test';
import { resetStudent } from '../checkout/shop-data';
import { COURSE, expectCourseUnlocked, LIVE_UPDATE, orderToPay } from './payment-journey';

type SandboxPayment = { invoiceNo: string; description: string; amount: number };

/** Types a card on 2C2P's hosted page, then passes 3-D Secure with the sandbox's OTP. */
const payOnTwoC2pPage = async (page: Page, number: string) => {
  await page.getByLabel('Name on card').fill('SOMYING RIANDEE');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /Pay$/ }).click();
  await expect(page.getByText('411111XXXXXX1111')).toBeVisible();
  await page.getByLabel('OTP').fill('123456');
  await page.getByRole('button', { name: /Confirm$/ }).click();
};

/** 2C2P sends the browser back to the shop's return screen, which shows what the server says. */
const expectPaidOnReturn = async (page: Page, orderId: number) => {
  await expect(page).toHaveURL(new RegExp(`/payment/${String(orderId)}\\?attempt=\\d+`), LIVE_UPDATE);
  await expect(page.getByText('ชำระเงินสำเร็จ')).toBeVisible(LIVE_UPDATE);
};

test.describe('a student paying with 2C2P', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('pays on 2C2P’s page by card, in six installments and by Thai QR, and finds the course unlocked each time', async ({
    page,
    context,
    shop,
  }) => {
    await test.step("pays by card on 2C2P's page with the bank's OTP and finds the course unlocked", async () => {
      const { orderId } = await orderToPay(page, context, shop.baseURL, 'บัตรเครดิต/เดบิต (2C2P)');

      await page.getByRole('button', { name: `ชำระเงิน ${COURSE.amount}` }).click();

      await expect(page).toHaveURL(/\/sandbox\/2c2p\/payment\/4\.3\/ui\/token\//, LIVE_UPDATE);
      await expect(page.getByText('฿2,664.30 THB')).toBeVisible();
      await payOnTwoC2pPage(page, '4111 1111 1111 1111');
      await expectPaidOnReturn(page, orderId);
      await expectCourseUnlocked(page, orderId);
    });

    await test.step('chooses six monthly installments, seeing each month before leaving the shop, and pays', async () => {
      const { orderId } = await orderToPay(page, context, shop.baseURL, 'ผ่อนชำระ (2C2P)');

      const terms = page.getByRole('radiogroup', { name: 'จำนวนงวดผ่อนชำระ' });
      await expect(terms.getByRole('radio', { name: '3 เดือน เดือนละ 888.10 THB' })).toBeVisible();
      await expect(terms.getByRole('radio', { name: /^10 เดือน/ })).toHaveCount(0);
      await terms.getByRole('radio', { name: '6 เดือน เดือนละ 444.05 THB' }).check();
      await page.getByRole('button', { name: 'ผ่อนชำระ 6 เดือน' }).click();

      await expect(page).toHaveURL(/\/sandbox\/2c2p\/payment\/4\.3\/ui\/token\//, LIVE_UPDATE);
      await expect(page.getByText('6 เดือน / months')).toBeVisible();
      await payOnTwoC2pPage(page, '4111 1111 1111 1111');
      await expectPaidOnReturn(page, orderId);
      await expectCourseUnlocked(page, orderId);
    });

    await test.step("scans the Thai QR on 2C2P's page, and the page moves on by itself once the bank pays it", async () => {
      const { orderId } = await orderToPay(page, context, shop.baseURL, 'QR Payment (2C2P)');

      await page.getByRole('button', { name: `ชำระด้วย QR ${COURSE.amount}` }).click();

      await expect(page).toHaveURL(/\/sandbox\/2c2p\/payment\/4\.3\/ui\/token\//, LIVE_UPDATE);
      await expect(page.getByRole('img', { name: /Thai QR/ })).toBeVisible();
      // The buyer's banking app pays: the sandbox's control API stands in for it.
      const pending = await sandboxControl<SandboxPayment[]>(shop.baseURL, '/2c2p/payments?status=pending');
      const payment = pending.find((item) => item.description === `Order #${String(orderId)}`);
      expect(payment?.amount).toBe(266_430);
      await sandboxControl(shop.baseURL, `/2c2p/payments/${payment?.invoiceNo ?? ''}/succeed`, {});

      await expectPaidOnReturn(page, orderId);
      await expectCourseUnlocked(page, orderId);
    });
  });
});
