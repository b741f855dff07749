import { sandboxControl } from '../../fixtures/shop-api';
import { expect, test } from '../../fixtures/test';
import { resetStudent } from '../checkout/shop-data';
import { expectCourseUnlocked, LIVE_UPDATE, orderToPay } from './payment-journey';

type Charge = { id: string; amount: number; metadata: { order_id?: number } | null };

test.describe('a student paying by PromptPay (Omise)', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('sees the QR, and the page moves on by itself once the bank pays it', async ({
    page,
    context,
    shop,
  }) => {
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'พร้อมเพย์ (Omise)');

    await page.getByRole('button', { name: 'ชำระด้วยพร้อมเพย์' }).click();

    const modal = page.getByRole('dialog', { name: 'สแกนเพื่อชำระด้วยพร้อมเพย์' });
    const qr = modal.getByRole('img', { name: `QR พร้อมเพย์สำหรับชำระคำสั่งซื้อเลขที่ ${String(orderId)}` });
    await expect(qr).toBeVisible();
    await expect(modal.getByText(/QR หมดอายุใน/)).toBeVisible();
    // The buyer's banking app pays: the sandbox stands in for it.
    const pending = await sandboxControl<Charge[]>(shop.baseURL, '/omise/charges?status=pending');
    const charge = pending.find((item) => item.metadata?.order_id === orderId);
    expect(charge?.amount).toBe(266_430);
    await sandboxControl(shop.baseURL, `/omise/charges/${charge?.id ?? ''}/succeed`, {});

    await expect(page).toHaveURL(/\/thankyou/, LIVE_UPDATE);
    // Spec 2: after a PromptPay approval the thank-you page opens without the order's token.
    await expect(page.getByText('ขอบคุณสำหรับการสั่งซื้อ')).toBeVisible();
    await expectCourseUnlocked(page, orderId);
  });
});
