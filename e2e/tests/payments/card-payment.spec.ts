import { expect, test } from '../../fixtures/test';
import { resetStudent } from '../checkout/shop-data';
import { COURSE, expectCourseUnlocked, LIVE_UPDATE, orderToPay, payByCard } from './payment-journey';

test.describe('a student paying by card (Omise)', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('pays by card with and without 3-D Secure, and after a decline pays the same order with another card', async ({
    page,
    context,
    shop,
  }) => {
    await test.step('pays with a card that needs no 3-D Secure and finds the course unlocked', async () => {
      const { orderId } = await orderToPay(page, context, shop.baseURL, 'บัตรเครดิต/เดบิต (Omise)');

      await payByCard(page, '4242 4242 4242 4242');

      await expect(page).toHaveURL(/\/thankyou/, LIVE_UPDATE);
      await expect(page.getByText('ขอบคุณสำหรับการสั่งซื้อ')).toBeVisible();
      await expect(page.getByText(COURSE.title)).toBeVisible();
      await expectCourseUnlocked(page, orderId);
    });

    await test.step("passes 3-D Secure on the bank's page and comes back to a paid order", async () => {
      const { orderId } = await orderToPay(page, context, shop.baseURL, 'บัตรเครดิต/เดบิต (Omise)');

      await payByCard(page, '4000 0000 0000 3063');

      await expect(page).toHaveURL(/\/sandbox\/omise\/pay\/3ds\//, LIVE_UPDATE);
      await expect(page.getByText('2,664.30')).toBeVisible();
      await page.getByRole('button', { name: /Pass/ }).click();
      await expect(page).toHaveURL(new RegExp(`/payment/${String(orderId)}\\?attempt=\\d+`));
      await expect(page.getByText('ชำระเงินสำเร็จ')).toBeVisible(LIVE_UPDATE);
      await expectCourseUnlocked(page, orderId);
    });

    await test.step('is told why a declined card failed and can pay the same order with another card', async () => {
      const { orderId } = await orderToPay(page, context, shop.baseURL, 'บัตรเครดิต/เดบิต (Omise)');

      await payByCard(page, '4111 1111 1114 0011');

      await expect(page.getByText('ยอดเงินในบัตรไม่เพียงพอ กรุณาใช้บัตรอื่นหรือช่องทางอื่น').first()).toBeVisible();
      await expect(page).toHaveURL(/\/myaccount\/student\/order/, LIVE_UPDATE);
      const card = page.locator('.order-card').filter({ hasText: `คำสั่งซื้อเลขที่ ${String(orderId)}` });
      await card.getByRole('button', { name: 'ชำระเงิน' }).click();
      await payByCard(page, '5555 5555 5555 4444');
      await expect(page).toHaveURL(/\/thankyou/, LIVE_UPDATE);
      await expectCourseUnlocked(page, orderId);
    });
  });
});
