import { SCREENS } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { courseIdOf, defaultPlanOf } from '../checkout/shop-data';
import { registerStudent, useSession } from './account-data';

// A Thai personal tax id with a valid check digit.
const TAX_ID = '3101500123459';

type Refusal = { error: { code: string; result: { price: number; discount: number } } };

/** An unpaid order of the UX/UI course with the WELCOME10 coupon, placed at the server's own totals. */
const placeOrder = async (baseURL: string, student: Awaited<ReturnType<typeof registerStudent>>) => {
  const courseId = await courseIdOf(baseURL, 'ux-ui-design-fundamentals');
  const coupon = (await (
    await fetch(`${baseURL}/public/cart/getCouponByCouponCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coupon_code: 'WELCOME10' }),
    })
  ).json()) as { data: { id: number }[] };
  const body = {
    course_id: [courseId],
    pricingplan_id: [await defaultPlanOf(baseURL, courseId)],
    payment_method_id: 1,
    coupon_id: coupon.data.map((item) => item.id),
    price: 0,
    discount: 0,
  };
  // The first ask answers the fresh totals (PRICE_CHANGED), which the second sends, as the cart does.
  const probe = (await student.call('POST', '/private/cart/order', body)).json as unknown as Refusal;
  const placed = await student.call('POST', '/private/cart/order', { ...body, ...probe.error.result });
  return placed.json.orderId as number;
};

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    test("a student's account shows an order whole and keeps the changes to their profile", async ({
      page,
      context,
      shop,
    }) => {
      await test.step('a student opens an order from My orders and sees its lines, discount, VAT and history', async () => {
        const student = await registerStudent(shop.baseURL);
        const orderId = await placeOrder(shop.baseURL, student);
        await useSession(context, shop.baseURL, student.cookie);

        await page.goto('/myaccount/student/order');
        await page.getByRole('link', { name: `คำสั่งซื้อเลขที่ ${String(orderId)}` }).click();

        await expect(page.getByRole('heading', { name: `คำสั่งซื้อเลขที่ ${String(orderId)}` })).toBeVisible();
        const items = page.getByRole('region', { name: 'รายการสั่งซื้อ' });
        await expect(items).toContainText('พื้นฐาน UX/UI Design');
        await expect(items).toContainText('ตามระยะเวลา 6 เดือน');
        // 2,490 less 10% is 2,241; with 7% VAT 2,397.87.
        const summary = page.getByRole('region', { name: 'สรุปยอด' });
        await expect(summary).toContainText('คูปอง WELCOME10-฿249.00');
        await expect(summary).toContainText('ภาษีมูลค่าเพิ่ม 7%฿156.87');
        await expect(summary).toContainText('ยอดชำระ฿2,397.87');
        await expect(page.getByRole('region', { name: 'ประวัติคำสั่งซื้อ' })).toContainText('สร้างคำสั่งซื้อ');
        await expect(page.getByRole('link', { name: 'ชำระเงิน' })).toHaveAttribute(
          'href',
          `/cart/${String(orderId)}`,
        );
      });

      await test.step('a student changes their phone and tax details in their profile and finds them after a reload', async () => {
        const student = await registerStudent(shop.baseURL);
        await useSession(context, shop.baseURL, student.cookie);

        await page.goto('/');
        await page.getByRole('button', { name: 'บัญชีของฉัน' }).click();
        await page.getByRole('menuitem', { name: 'ข้อมูลส่วนตัว' }).click();
        await expect(page.getByRole('heading', { name: 'ข้อมูลส่วนตัว' })).toBeVisible();

        const details = page.getByRole('region', { name: 'ข้อมูลของฉัน' });
        await expect(details.getByLabel('เบอร์โทรศัพท์')).toHaveValue('0811111111');
        await details.getByLabel('เบอร์โทรศัพท์').fill('0899998888');
        await details.getByRole('button', { name: 'บันทึกข้อมูล' }).click();
        await expect(page.getByText('บันทึกข้อมูลของคุณแล้ว')).toBeVisible();

        const tax = page.getByRole('region', { name: 'ข้อมูลใบกำกับภาษี' });
        await tax.getByLabel('ชื่อ', { exact: true }).fill('มานี');
        await tax.getByLabel('นามสกุล').fill('มีบัญชี');
        await tax.getByLabel('เลขประจำตัวผู้เสียภาษี (เลขบัตรประจำตัวประชาชน)').fill(TAX_ID);
        await tax.getByLabel('ที่อยู่สำหรับออกใบกำกับภาษี').fill('12 ถนนสุขุมวิท กรุงเทพฯ 10110');
        await tax.getByRole('button', { name: 'บันทึกข้อมูลใบกำกับภาษี' }).click();
        await expect(page.getByText('บันทึกข้อมูลใบกำกับภาษีแล้ว')).toBeVisible();

        await page.reload();
        await expect(page.getByRole('region', { name: 'ข้อมูลของฉัน' }).getByLabel('เบอร์โทรศัพท์')).toHaveValue(
          '0899998888',
        );
        const saved = page.getByRole('region', { name: 'ข้อมูลใบกำกับภาษี' });
        await expect(saved.getByLabel('เลขประจำตัวผู้เสียภาษี (เลขบัตรประจำตัวประชาชน)')).toHaveValue(TAX_ID);
        await expect(saved.getByLabel('ที่อยู่สำหรับออกใบกำกับภาษี')).toHaveValue('12 ถนนสุขุมวิท กรุงเทพฯ 10110');
      });
    });
  });
}
