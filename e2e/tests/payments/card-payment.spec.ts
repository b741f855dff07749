import { sandboxControl } from '../../fixtures/shop-api';
import { expect, test } from '../../fixtures/test';
import { resetStudent } from '../checkout/shop-data';
import { COURSE, expectCourseUnlocked, LIVE_UPDATE, orderToPay, payByCard } from './payment-journey';

test.describe('a student paying by card (Omise)', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('pays by card with and without 3-D Secure, and after a decline pays the same order with another card on the same step', async ({
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

    await test.step('stays on the payment step when the card is declined, reads why, and pays with another card', async () => {
      const { orderId } = await orderToPay(page, context, shop.baseURL, 'บัตรเครดิต/เดบิต (Omise)');

      await payByCard(page, '4111 1111 1114 0011');

      await expect(page.getByRole('alert').filter({ hasText: 'บัตรถูกปฏิเสธ' })).toBeVisible(LIVE_UPDATE);
      await expect(page.getByLabel('หมายเลขบัตร')).toHaveAccessibleDescription(
        'ยอดเงินในบัตรไม่เพียงพอ กรุณาใช้บัตรอื่นหรือช่องทางอื่น',
      );
      await expect(page).toHaveURL(new RegExp(`/cart/${String(orderId)}$`));
      await payByCard(page, '5555 5555 5555 4444');
      await expect(page).toHaveURL(/\/thankyou/, LIVE_UPDATE);
      await expectCourseUnlocked(page, orderId);
    });
  });

  test('is shown its payment being checked when Omise’s answer is lost, and the page turns to paid by itself', async ({
    page,
    context,
    shop,
  }) => {
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'บัตรเครดิต/เดบิต (Omise)');
    // Omise charges the card but its answer never reaches the shop. Its search lists the charge
    // 8 s later (under the 10 s the shop waits before it trusts "not found"), and no webhook
    // brings the news first: only the shop's own look-up finds the payment.
    await sandboxControl(shop.baseURL, '/omise/webhooks', { enabled: false });
    await sandboxControl(shop.baseURL, '/omise/search-lag', { ms: 8_000 });
    await sandboxControl(shop.baseURL, '/faults', { route: 'POST /omise/charges', mode: '500', after: true });
    try {
      await payByCard(page, '4242 4242 4242 4242');

      await expect(page).toHaveURL(new RegExp(`/payment/${String(orderId)}\\?attempt=\\d+$`), LIVE_UPDATE);
      await expect(page.getByText('กำลังตรวจสอบการชำระเงินของคุณ')).toBeVisible(LIVE_UPDATE);
      await expect(
        page.getByText(/เรากำลังตรวจสอบกับ Omise ว่าการชำระเงินของคุณสำเร็จหรือไม่ กรุณาอย่าชำระซ้ำ/),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'ลองชำระเงินอีกครั้ง' })).toBeHidden();

      await expect(page.getByText('ชำระเงินสำเร็จ')).toBeVisible(LIVE_UPDATE);
      await expectCourseUnlocked(page, orderId);
    } finally {
      await sandboxControl(shop.baseURL, '/omise/webhooks', { enabled: true });
      await sandboxControl(shop.baseURL, '/omise/search-lag', { ms: 2_000 });
    }
  });
});
