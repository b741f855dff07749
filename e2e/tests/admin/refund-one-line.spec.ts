import { expect, test } from '../../fixtures/test';
import { apiAs, resetStudent, useSession } from '../checkout/shop-data';
import { LIVE_UPDATE } from '../payments/payment-journey';
import { orderByTransfer, pageAs, reportTransfer } from './admin-orders-journey';

/** Two demo courses no other journey buys (and no promotion joins): one is refunded, the other stays. */
const REFUNDED = { slug: 'excel-for-accountants-workshop', title: 'Excel สำหรับนักบัญชี (เวิร์กช็อปในห้องเรียน)' };
const KEPT = { slug: 'public-speaking-live-camera', title: 'การพูดในที่สาธารณะ (ห้องเรียนสดเปิดกล้อง)' };

test.describe('an administrator refunding part of an order', () => {
  test('refunds one line of a two-course order, and only that course is revoked', async ({
    page,
    context,
    browser,
    shop,
  }) => {
    test.slow();
    const student = await resetStudent(shop.baseURL);
    const order = await orderByTransfer(shop.baseURL, student, [REFUNDED.slug, KEPT.slug]);
    await reportTransfer(shop.baseURL, student, order);
    const admin = await apiAs(shop.baseURL, 'admin');
    await admin.call('POST', `/api/admin/orders/${String(order.orderId)}/approve`, {});

    await useSession(context, shop.baseURL, admin.cookie);
    await page.goto('/admin/orders');
    await page.getByRole('searchbox', { name: 'เลขที่ โทเคน อีเมล ชื่อ หรือเบอร์โทร' }).fill(String(order.orderId));
    await page.getByRole('searchbox', { name: 'เลขที่ โทเคน อีเมล ชื่อ หรือเบอร์โทร' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${String(order.orderId)}`));
    await page.getByRole('link', { name: `เปิดคำสั่งซื้อ ${String(order.orderId)}` }).click();
    await expect(page.getByRole('heading', { name: `คำสั่งซื้อ #${String(order.orderId)}` })).toBeVisible();

    await page.getByRole('button', { name: 'คืนเงิน' }).click();
    const dialog = page.getByRole('dialog', { name: `คืนเงินคำสั่งซื้อ #${String(order.orderId)}` });
    await dialog.getByRole('checkbox', { name: new RegExp(REFUNDED.title.replace(/[()]/g, '\\$&')) }).check();
    // 4,500.00 THB and its 7% VAT come back; the amount shows before anything is sent.
    await expect(dialog.getByTestId('refund-total')).toHaveText(/4,815\.00/);
    await dialog.getByLabel('เหตุผลการคืนเงิน').fill('ผู้เรียนติดธุระ เข้าเรียนตามรอบไม่ได้');
    await dialog.getByRole('button', { name: /^ยืนยันคืนเงิน/ }).click();
    await expect(page.getByText('บันทึกการคืนเงินแล้ว')).toBeVisible();

    const lines = page.getByRole('tabpanel', { name: 'รายการ' });
    const refundedRow = lines.getByRole('row').filter({ hasText: REFUNDED.title });
    const keptRow = lines.getByRole('row').filter({ hasText: KEPT.title });
    await expect(refundedRow.getByText('ยกเลิกสิทธิ์แล้ว')).toBeVisible();
    await expect(refundedRow.getByText('คืนเงินแล้ว')).toBeVisible();
    await expect(keptRow.getByText('เรียนได้')).toBeVisible();
    await expect(page.getByText('คืนเงินบางรายการ')).toBeVisible();
    // The workshop has not started: its seat goes back on sale.
    await page.getByRole('tab', { name: /การคืนเงิน/ }).click();
    await expect(page.getByRole('tabpanel', { name: /การคืนเงิน/ }).getByText('คืนที่นั่ง')).toBeVisible();

    const learner = await pageAs(browser, shop.baseURL, 'student');
    await learner.goto('/myaccount/student/course');
    await expect(learner.getByRole('link', { name: `เรียนต่อ ${KEPT.title}` })).toBeVisible(LIVE_UPDATE);
    await expect(learner.getByRole('link', { name: `เรียนต่อ ${REFUNDED.title}` })).toBeHidden();
    await learner.context().close();
  });
});
