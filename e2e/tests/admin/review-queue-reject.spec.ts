import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { apiAs, PNG_IMAGE, resetStudent, useSession } from '../checkout/shop-data';
import { LIVE_UPDATE } from '../payments/payment-journey';
import { orderByTransfer, pageAs, reportTransfer } from './admin-orders-journey';

/** A demo course no other journey buys, so its lessons open only once this order is approved. */
const COURSE = { slug: 'digital-marketing-live', title: 'Digital Marketing Bootcamp (ถ่ายทอดสด)' };

const REASON = 'สลิปไม่ชัด อ่านยอดเงินไม่ได้';

/** Today on the shop's Bangkok calendar, as the transfer form writes a date. */
const bangkokToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());

/** The review panel of one order in the back office's queue. */
const reviewPanel = async (page: Page, orderId: number) => {
  await page.goto(`/admin/review?order=${String(orderId)}`);
  return page.locator('.ant-card').filter({ hasText: `คำสั่งซื้อ #${String(orderId)}` });
};

test.describe('an administrator who does not accept a reported transfer', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('sends it back with a reason; the buyer reads it, reports again with a new slip, and learns once it is approved', async ({
    page,
    context,
    browser,
    shop,
  }) => {
    test.slow();
    const student = await resetStudent(shop.baseURL);
    const order = await orderByTransfer(shop.baseURL, student, [COURSE.slug]);
    await reportTransfer(shop.baseURL, student, order);
    await useSession(context, shop.baseURL, (await apiAs(shop.baseURL, 'admin')).cookie);
    const buyer = await pageAs(browser, shop.baseURL, 'student');
    const orderCard = buyer.locator('.order-card').filter({ hasText: `คำสั่งซื้อเลขที่ ${String(order.orderId)}` });

    await test.step('the administrator rejects the report with a reason the buyer reads', async () => {
      const panel = await reviewPanel(page, order.orderId);
      await expect(panel.getByRole('img', { name: 'สลิปการโอน' })).toBeVisible();
      await panel.getByRole('button', { name: 'ไม่อนุมัติ' }).click();
      const dialog = page.getByRole('dialog', { name: `ไม่อนุมัติคำสั่งซื้อ #${String(order.orderId)}` });
      await expect(dialog.getByText('ผู้ซื้อจะได้รับอีเมลแจ้งเหตุผลและแจ้งโอนใหม่ได้', { exact: false })).toBeVisible();
      // The reason is required: nothing is sent without one.
      await dialog.getByRole('button', { name: 'ไม่อนุมัติ' }).click();
      await expect(dialog.getByText('กรุณากรอกเหตุผลที่ไม่อนุมัติ')).toBeVisible();
      await dialog.getByLabel('เหตุผลที่แจ้งผู้ซื้อ').fill(REASON);
      await dialog.getByRole('button', { name: 'ไม่อนุมัติ' }).click();
      await expect(page.getByText(`ส่งคำสั่งซื้อ #${String(order.orderId)} กลับให้ผู้ซื้อแจ้งโอนใหม่แล้ว`)).toBeVisible();
    });

    await test.step('the buyer is not stranded: the order waits for a payment again, with the reason', async () => {
      await buyer.goto('/myaccount/student/order');
      await expect(orderCard.getByText('รอชำระเงิน', { exact: true })).toBeVisible(LIVE_UPDATE);
      await expect(
        orderCard.getByText(`ร้านค้าไม่รับรายการแจ้งโอนล่าสุด: ${REASON}`, { exact: false }),
      ).toBeVisible();
      await orderCard.getByRole('link', { name: `คำสั่งซื้อเลขที่ ${String(order.orderId)}` }).click();
      const reports = buyer.getByRole('region', { name: 'การแจ้งโอนเงิน' });
      await expect(reports.getByText('ร้านไม่รับ', { exact: true })).toBeVisible();
      await expect(reports.getByText(`เหตุผลที่ร้านไม่รับ: ${REASON}`)).toBeVisible();
    });

    await test.step('the buyer reports the transfer again with a new slip', async () => {
      await buyer.getByRole('button', { name: 'แจ้งชำระเงินใหม่' }).click();
      await expect(buyer).toHaveURL(new RegExp(`/cart/${String(order.orderId)}$`));
      await expect(buyer.getByText(`ร้านค้าไม่รับรายการแจ้งโอนล่าสุด: ${REASON}`, { exact: false })).toBeVisible();
      await buyer.getByRole('button', { name: 'แจ้งชำระเงิน', exact: true }).click();
      const dialog = buyer.getByRole('dialog', { name: 'แจ้งชำระเงิน' });
      await dialog.getByRole('radio', { name: /123-4-56789-0/ }).check();
      await dialog.getByLabel('ธนาคารต้นทาง').fill('กสิกรไทย');
      await dialog.getByLabel('ธนาคารต้นทาง').press('Enter');
      await expect(dialog.getByText('ธนาคารกสิกรไทย', { exact: true })).toBeVisible();
      await expect(dialog.getByLabel('จำนวนเงินที่โอน')).toHaveValue((order.total / 100).toFixed(2));
      await dialog.getByLabel('วันที่โอน').fill(bangkokToday());
      await dialog.getByLabel('วันที่โอน').press('Enter');
      await dialog.getByLabel('เวลาที่โอน').fill('00:00:02');
      await dialog.getByLabel('เวลาที่โอน').press('Enter');
      await dialog
        .getByLabel('หลักฐานการโอนเงิน (สลิป)')
        .setInputFiles({ ...PNG_IMAGE, name: 'slip-clear.png' });
      await expect(dialog.getByText('slip-clear.png')).toBeVisible();
      await dialog.getByRole('button', { name: 'แจ้งชำระเงิน', exact: true }).click();
      await expect(buyer).toHaveURL(/\/thankyou\?orderId=/, LIVE_UPDATE);
      await expect(buyer.getByText('รอตรวจสอบ')).toBeVisible();
    });

    await test.step('the administrator finds it back in the queue, the earlier report beside it, and approves', async () => {
      const panel = await reviewPanel(page, order.orderId);
      await expect(panel.getByText('ธนาคารกสิกรไทย', { exact: true })).toBeVisible();
      await panel.getByRole('button', { name: 'การแจ้งโอนก่อนหน้า (1)' }).click();
      await expect(panel.getByText(`เหตุผลที่ไม่รับ: ${REASON}`)).toBeVisible();
      await expect(panel.getByText('ธนาคารไทยพาณิชย์', { exact: true })).toBeVisible();
      // "อนุมัติ" (approve), not "ไม่อนุมัติ" (reject), which ends with the same word.
      await panel.getByRole('button', { name: /(^|\s)อนุมัติ$/ }).click();
      await page.getByRole('tooltip').getByRole('button', { name: 'อนุมัติ' }).click();
      await expect(page.getByText(`อนุมัติคำสั่งซื้อ #${String(order.orderId)} แล้ว`)).toBeVisible();
    });

    await test.step('the buyer sees the order paid and the course open', async () => {
      await buyer.goto('/myaccount/student/order');
      await expect(orderCard.getByText('อนุมัติแล้ว')).toBeVisible(LIVE_UPDATE);
      await expect(orderCard.getByRole('link', { name: `เข้าเรียน ${COURSE.title}` })).toBeVisible();
    });
    await buyer.context().close();
  });
});
