import type { Page } from '@playwright/test';
import { sandboxControl } from '../../fixtures/shop-api';
import { expect, test } from '../../fixtures/test';
import { resetStudent } from '../checkout/shop-data';
import { COURSE, expectCourseUnlocked, LIVE_UPDATE, orderToPay } from './payment-journey';

/** Opens spec 2's PayPal modal from the payment step and presses the PayPal button in it. */
const goToPayPal = async (page: Page) => {
  await page.getByRole('button', { name: 'ชำระเงินด้วย PayPal' }).click();
  const modal = page.getByRole('dialog', { name: 'ชำระเงินด้วย PayPal' });
  await expect(modal.getByText(`ยอดที่ต้องชำระ ${COURSE.amount}`)).toBeVisible();
  await modal.getByRole('button', { name: 'จ่ายด้วย PayPal' }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=[0-9A-Z]{17}$/, LIVE_UPDATE);
  await expect(page.getByText('฿2,664.30 THB')).toBeVisible();
};

test.describe('a student paying with PayPal', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('approves on PayPal’s page, comes back to the orders page and finds the course unlocked', async ({
    page,
    context,
    shop,
  }) => {
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'PayPal');

    await page.getByRole('button', { name: 'ชำระเงินด้วย PayPal' }).click();
    const modal = page.getByRole('dialog', { name: 'ชำระเงินด้วย PayPal' });
    // Spec 2: a click on the mask does not close the PayPal modal.
    await page.mouse.click(10, 10);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'ปิด' }).click();
    await expect(modal).toBeHidden();
    await goToPayPal(page);
    await page.getByRole('button', { name: 'Pay Now' }).click();

    // Back at the shop: the server captures, and a PayPal payment goes on to the orders page.
    await expect(page).toHaveURL(/\/myaccount\/student\/order$/, LIVE_UPDATE);
    const card = page.locator('.order-card').filter({ hasText: `คำสั่งซื้อเลขที่ ${String(orderId)}` });
    await expect(card.getByText('อนุมัติแล้ว')).toBeVisible(LIVE_UPDATE);
    await expectCourseUnlocked(page, orderId);
  });

  test('is told PayPal declined the funding source and pays the same order again', async ({
    page,
    context,
    shop,
  }) => {
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'PayPal');
    await sandboxControl(shop.baseURL, '/paypal/next-capture', { outcome: 'INSTRUMENT_DECLINED' });

    await goToPayPal(page);
    await page.getByRole('button', { name: 'Pay Now' }).click();

    await expect(page).toHaveURL(new RegExp(`/payment/${String(orderId)}\\?attempt=\\d+`));
    await expect(page.getByText('PayPal ปฏิเสธบัตรหรือบัญชีที่เลือก', { exact: false })).toBeVisible(LIVE_UPDATE);
    await page.getByRole('button', { name: 'ลองชำระเงินอีกครั้ง' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart/${String(orderId)}$`));
    await goToPayPal(page);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/myaccount\/student\/order$/, LIVE_UPDATE);
    await expectCourseUnlocked(page, orderId);
  });

  test('cancels on PayPal’s page, is told so with a way to try again, and then pays', async ({
    page,
    context,
    shop,
  }) => {
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'PayPal');

    await goToPayPal(page);
    await page.getByRole('button', { name: /Cancel and return/ }).click();

    await expect(page).toHaveURL(
      new RegExp(`/payment/${String(orderId)}\\?attempt=\\d+&cancelled=1`),
      LIVE_UPDATE,
    );
    await expect(page.getByText('คุณยกเลิกการชำระเงินที่ PayPal')).toBeVisible(LIVE_UPDATE);
    await expect(page.getByText('ยังไม่มีการตัดเงิน คุณชำระเงินอีกครั้งได้ทุกเมื่อ')).toBeVisible();
    await page.getByRole('button', { name: 'ลองชำระเงินอีกครั้ง' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart/${String(orderId)}$`));
    await goToPayPal(page);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/myaccount\/student\/order$/, LIVE_UPDATE);
    await expectCourseUnlocked(page, orderId);
  });
});
