import { expect, test } from '../../fixtures/test';
import { apiAs, resetStudent, useSession } from '../checkout/shop-data';
import { LIVE_UPDATE } from '../payments/payment-journey';
import { orderByTransfer, pageAs, reportTransfer } from './admin-orders-journey';

const REASON = 'ไม่พบยอดโอนนี้ในรายการเดินบัญชีของร้าน';

test.describe('an administrator rejecting a reported transfer', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('rejects it with a reason, and the buyer reads the reason on their order', async ({
    page,
    context,
    browser,
    shop,
  }) => {
    test.slow();
    const student = await resetStudent(shop.baseURL);
    // A course no other journey buys: a rejected order keeps the buyer from ordering it again.
    const order = await orderByTransfer(shop.baseURL, student, ['digital-marketing-live']);
    await reportTransfer(shop.baseURL, student, order);

    await useSession(context, shop.baseURL, (await apiAs(shop.baseURL, 'admin')).cookie);
    await page.goto(`/admin/review?order=${String(order.orderId)}`);
    const panel = page.locator('.ant-card').filter({ hasText: `คำสั่งซื้อ #${String(order.orderId)}` });
    await expect(panel.getByRole('img', { name: 'สลิปการโอน' })).toBeVisible();
    await panel.getByRole('button', { name: 'ไม่อนุมัติ' }).click();
    const dialog = page.getByRole('dialog', { name: `ไม่อนุมัติคำสั่งซื้อ #${String(order.orderId)}` });
    // The reason is required: nothing is sent without one.
    await dialog.getByRole('button', { name: 'ไม่อนุมัติ' }).click();
    await expect(dialog.getByText('กรุณากรอกเหตุผลที่ไม่อนุมัติ')).toBeVisible();
    await dialog.getByLabel('เหตุผลที่แจ้งผู้ซื้อ').fill(REASON);
    await dialog.getByRole('button', { name: 'ไม่อนุมัติ' }).click();
    await expect(page.getByText(`ไม่อนุมัติคำสั่งซื้อ #${String(order.orderId)} แล้ว`)).toBeVisible();

    const buyer = await pageAs(browser, shop.baseURL, 'student');
    await buyer.goto('/myaccount/student/order');
    const card = buyer.locator('.order-card').filter({ hasText: `คำสั่งซื้อเลขที่ ${String(order.orderId)}` });
    await expect(card.getByText('ไม่อนุมัติ', { exact: true })).toBeVisible(LIVE_UPDATE);
    await expect(card.getByText(`ร้านค้าไม่อนุมัติการชำระเงิน: ${REASON}`)).toBeVisible();
    await buyer.context().close();
  });
});
