import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures/test';
import { signInAs } from '../../fixtures/shop-api';
import { apiAs, PNG_IMAGE, resetStudent, useSession } from '../checkout/shop-data';
import { LIVE_UPDATE, orderToPay } from '../payments/payment-journey';
import { renderPdf } from './pdf-pages';

/** The demo student as a company that asks for a tax invoice. */
const COMPANY = {
  tax_person_type: 'juristic_person',
  tax_name_one: 'บริษัท ผู้เรียนดี จำกัด',
  tax_name_two: 'สำนักงานใหญ่',
  tax_payer_identification_no: '0105556000009',
  tax_address: '1 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  tax_is_delivery_by_tax_address: true,
  is_require_tax_invoice: true,
};

/** The demo student's own tax details, as the demo starts. */
const NORMAL_PERSON = {
  tax_person_type: 'normal_person',
  tax_name_one: 'สมหญิง',
  tax_name_two: 'เรียนดี',
  tax_payer_identification_no: '1234567890121',
  tax_address: '99 ถนนสุขุมวิท กรุงเทพมหานคร 10110',
  tax_is_delivery_by_tax_address: true,
  is_require_tax_invoice: false,
};

const bangkokToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());

test.describe('a company buyer and its tax invoice', () => {
  test.afterEach(async ({ shop }) => {
    const student = await resetStudent(shop.baseURL);
    await student.call('PUT', '/private/myaccount/students/tax', NORMAL_PERSON);
  });

  test('pays by transfer, is approved, and downloads its tax invoice from the order page', async ({
    page,
    context,
    shop,
  }, testInfo) => {
    const student = await apiAs(shop.baseURL, 'student');
    await student.call('PUT', '/private/myaccount/students/tax', COMPANY);
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'โอนเงินผ่านธนาคาร');

    await page.getByRole('button', { name: 'แจ้งชำระเงิน', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'แจ้งชำระเงิน' });
    await dialog.getByRole('radio', { name: /123-4-56789-0/ }).check();
    await dialog.getByLabel('ธนาคารต้นทาง').fill('ไทยพาณิชย์');
    await dialog.getByLabel('ธนาคารต้นทาง').press('Enter');
    await dialog.getByLabel('วันที่โอน').fill(bangkokToday());
    await dialog.getByLabel('วันที่โอน').press('Enter');
    await dialog.getByLabel('เวลาที่โอน').fill('00:00:01');
    await dialog.getByLabel('เวลาที่โอน').press('Enter');
    await dialog.getByLabel('หลักฐานการโอนเงิน (สลิป)').setInputFiles({ ...PNG_IMAGE, name: 'slip.png' });
    await expect(dialog.getByText('slip.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'แจ้งชำระเงิน', exact: true }).click();
    await expect(page).toHaveURL(/\/thankyou\?orderId=/, LIVE_UPDATE);

    // The shop's administrator checks the statement and approves the transfer.
    const admin = await apiAs(shop.baseURL, 'admin');
    await admin.call('POST', `/api/admin/orders/${String(orderId)}/approve`, {});

    await page.goto('/myaccount/student/order');
    const card = page.locator('.order-card').filter({ hasText: `คำสั่งซื้อเลขที่ ${String(orderId)}` });
    await expect(card.getByText('อนุมัติแล้ว')).toBeVisible(LIVE_UPDATE);
    const link = card.getByRole('link', { name: /^ดาวน์โหลดใบกำกับภาษี\/ใบเสร็จรับเงิน เลขที่ INV\d{4}-\d{6}/ });
    await expect(link).toBeVisible(LIVE_UPDATE);
    const number = /INV\d{4}-\d{6}/.exec((await link.textContent()) ?? '')?.[0] ?? '';
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = await readFile(await download.path());

    const rendered = await renderPdf(pdf);
    await testInfo.attach('tax-invoice.png', { body: rendered.png, contentType: 'image/png' });
    expect(rendered.png.subarray(1, 4).toString()).toBe('PNG');
    // Ink on the page: the invoice was drawn, not an empty sheet.
    expect(rendered.inked).toBeGreaterThan(5_000);
    expect(rendered.text).toContain(number);
    expect(rendered.text).toContain(COMPANY.tax_payer_identification_no);
    expect(rendered.text).toContain('ใบกำกับภาษี'.normalize('NFKC'));
    expect(rendered.text).toContain(COMPANY.tax_name_one.normalize('NFKC'));

    // The administrator finds it in the back office by its number.
    await context.clearCookies();
    await useSession(context, shop.baseURL, await signInAs(shop.baseURL, 'admin'));
    await page.goto('/admin/documents');
    await page.getByRole('searchbox', { name: 'ค้นหาเลขที่เอกสาร ชื่อผู้ซื้อ เลขผู้เสียภาษี หรือเลขคำสั่งซื้อ' }).fill(number);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText(COMPANY.tax_name_one);
    await expect(row.getByRole('button', { name: `ออกใหม่ ${number}` })).toBeVisible();
  });
});
