import { expect, test } from '../../fixtures/test';
import { apiAs, resetStudent, useSession } from '../checkout/shop-data';
import { LIVE_UPDATE } from '../payments/payment-journey';
import { orderByTransfer, pageAs, reportTransfer } from './admin-orders-journey';

/** A demo course no other journey buys, so My courses shows it only once this order is approved. */
const COURSE = { slug: 'thai-tax-for-freelancers-live-room', title: 'ภาษีสำหรับฟรีแลนซ์ (ห้องเรียนสด)' };

test.describe('an administrator working through the review queue', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('finds a reported bank transfer, checks the slip and approves it, and the course unlocks', async ({
    page,
    context,
    browser,
    shop,
  }) => {
    test.slow();
    const student = await resetStudent(shop.baseURL);
    const order = await orderByTransfer(shop.baseURL, student, [COURSE.slug]);
    await reportTransfer(shop.baseURL, student, order);
    const learner = await pageAs(browser, shop.baseURL, 'student');
    await learner.goto('/myaccount/student/course');
    await expect(learner.getByRole('list', { name: 'คอร์สของฉัน' })).toBeVisible();
    await expect(learner.getByRole('link', { name: `เรียนต่อ ${COURSE.title}` })).toBeHidden();

    await useSession(context, shop.baseURL, (await apiAs(shop.baseURL, 'admin')).cookie);
    await page.goto('/admin/review');
    const queue = page.getByRole('navigation', { name: 'รอตรวจสอบ' });
    await queue.getByRole('link', { name: new RegExp(`#${String(order.orderId)} `) }).click();
    const panel = page.locator('.ant-card').filter({ hasText: `คำสั่งซื้อ #${String(order.orderId)}` });
    await expect(panel.getByRole('img', { name: 'สลิปการโอน' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'สลิปการโอน' })).toHaveJSProperty('complete', true);
    expect(
      await panel
        .getByRole('img', { name: 'สลิปการโอน' })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(panel.getByText('ธนาคารไทยพาณิชย์')).toBeVisible();
    await expect(panel.getByText('ยอดที่แจ้งโอน')).toBeVisible();
    await expect(panel.getByText('ยอดที่แจ้งโอนไม่ตรงกับยอดที่ต้องชำระ')).toBeHidden();

    // "อนุมัติ" (approve), not "ไม่อนุมัติ" (reject), which ends with the same word.
    await panel.getByRole('button', { name: /(^|\s)อนุมัติ$/ }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'อนุมัติ' }).click();
    await expect(page.getByText(`อนุมัติคำสั่งซื้อ #${String(order.orderId)} แล้ว`)).toBeVisible();
    await expect(queue.getByRole('link', { name: new RegExp(`#${String(order.orderId)} `) })).toBeHidden();

    await learner.reload();
    await expect(learner.getByRole('link', { name: `เรียนต่อ ${COURSE.title}` })).toBeVisible(LIVE_UPDATE);
    await learner.context().close();
  });
});
