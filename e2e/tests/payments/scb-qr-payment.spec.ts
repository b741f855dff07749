import { sandboxControl } from '../../fixtures/shop-api';
import { expect, test } from '../../fixtures/test';
import { resetStudent } from '../checkout/shop-data';
import { expectCourseUnlocked, LIVE_UPDATE, orderToPay } from './payment-journey';

type ScbQr = { ref1: string; amount: string; status: string };

test.describe('a student paying by SCB QR', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('sees the QR and its countdown, and the page moves on by itself once the bank pays', async ({
    page,
    context,
    shop,
  }) => {
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'QR Code (SCB)');

    await page.getByRole('button', { name: 'ชำระด้วย QR Code' }).click();

    const modal = page.getByRole('dialog', { name: 'กรุณาชำระเงินภายใน' });
    await expect(
      modal.getByRole('img', { name: `QR Code สำหรับชำระคำสั่งซื้อเลขที่ ${String(orderId)}` }),
    ).toBeVisible();
    await expect(modal.getByRole('timer', { name: 'เวลาที่เหลือในการชำระเงิน' })).toHaveText(/^1[45]:\d{2}$/);
    await expect(modal.getByRole('button', { name: 'เสร็จสิ้น' })).toBeVisible();
    // The buyer's banking app pays the QR: the sandbox stands in for it.
    const open = await sandboxControl<ScbQr[]>(shop.baseURL, '/scb/qrcodes?status=open');
    const qr = open.find((item) => item.ref1.startsWith(`O${String(orderId)}A`));
    expect(qr?.amount).toBe('2664.30');
    await sandboxControl(shop.baseURL, `/scb/qrcodes/${qr?.ref1 ?? ''}/pay`, {});

    await expect(page).toHaveURL(/\/thankyou/, LIVE_UPDATE);
    await expect(page.getByText('ขอบคุณสำหรับการสั่งซื้อ')).toBeVisible();
    await expectCourseUnlocked(page, orderId);
  });
});
