import { expect, test } from '../../fixtures/test';
import { apiAs, PNG_IMAGE, resetStudent, useSession } from '../checkout/shop-data';
import { COURSE } from '../payments/payment-journey';
import { orderByTransfer } from './admin-orders-journey';

type Dashboard = { data: { paid_today: { orders: number; amounts: { THB: number } } } };
type Listed<T> = { data: T[] };

/** Baht as the Thai back office writes them, e.g. "฿2,664.30". */
const baht = (satang: number) =>
  new Intl.NumberFormat('th-TH', {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(satang / 100);

/** Today on the shop's Bangkok calendar, as the transfer report writes a date. */
const bangkokToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());

test.describe('the back-office dashboard', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test("shows today's paid total after an administrator approves a transfer", async ({ page, shop }) => {
    // A purchase, a transfer report and the back office on a busy two-core machine.
    test.slow();
    const admin = await apiAs(shop.baseURL, 'admin');
    const before = ((await admin.call('GET', '/api/admin/dashboard')) as Dashboard).data.paid_today;

    // The demo student orders a course and reports a bank transfer with a slip, through the API:
    // the cart and the payment step have journeys of their own.
    const student = await resetStudent(shop.baseURL);
    const { orderId } = await orderByTransfer(shop.baseURL, student, [COURSE.slug]);
    const order = (await student.call('GET', `/private/orders/${String(orderId)}`)) as {
      data: { total: number };
    };
    const form = new FormData();
    form.append('slip', new Blob([PNG_IMAGE.buffer], { type: PNG_IMAGE.mimeType }), 'slip.png');
    const uploaded = await fetch(`${shop.baseURL}/private/payment/slip`, {
      method: 'POST',
      headers: { cookie: student.cookie },
      body: form,
    });
    const slip = ((await uploaded.json()) as { fileName: string[] }).fileName[0];
    const accounts = (await student.call('GET', '/public/payments/methods/1/bank')) as Listed<{ id: number }>;
    const banks = (await student.call('GET', '/api/payments/methods/banktreansfer')) as Listed<{
      banktransfer_value: string;
    }>;
    await student.call('POST', '/private/payment/report', {
      order_id: orderId,
      contact_name: 'สมหญิง เรียนดี',
      email: 'student@demo.shop',
      tel: '0812345678',
      bank_account: accounts.data[0]?.id,
      bank_code: banks.data[0]?.banktransfer_value,
      transfer_datetime: bangkokToday(),
      time: '00:00:01',
      transfer_amount: (order.data.total / 100).toFixed(2),
      slip,
    });
    await admin.call('POST', `/api/admin/orders/${String(orderId)}/approve`, {});

    await useSession(page.context(), shop.baseURL, admin.cookie);
    await page.goto('/admin');
    const paidToday = page.getByRole('region', { name: 'ยอดชำระวันนี้' });
    await expect(paidToday.getByText(baht(before.amounts.THB + order.data.total))).toBeVisible();
    await expect(paidToday.getByText(`${String(before.orders + 1)} คำสั่งซื้อ`)).toBeVisible();
    await expect(page.getByRole('figure', { name: 'ยอดชำระรายวัน 30 วันล่าสุด' })).toBeVisible();
  });
});
