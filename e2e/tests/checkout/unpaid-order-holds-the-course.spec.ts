import { expect, test } from '../../fixtures/test';
import { orderByTransfer } from '../admin/admin-orders-journey';
import { courseIdOf, defaultPlanOf, resetStudent, useSession } from './shop-data';

/** The payment journeys' Flex course: the demo student may order it whether or not they own it. */
const COURSE = 'ux-ui-design-fundamentals';

test.describe('ordering what an unpaid order already holds', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('says which unpaid order holds the course, and opens that order to pay it', async ({
    page,
    context,
    shop,
  }) => {
    const student = await resetStudent(shop.baseURL);
    const held = await orderByTransfer(shop.baseURL, student, [COURSE]);
    const courseId = await courseIdOf(shop.baseURL, COURSE);
    await student.call('POST', '/public/cart/items', {
      course_id: courseId,
      priecingplan_id: await defaultPlanOf(shop.baseURL, courseId),
    });
    await useSession(context, shop.baseURL, student.cookie);

    await page.goto('/cart');
    await page.getByRole('radio', { name: 'โอนเงินผ่านธนาคาร' }).check();
    await page.getByRole('button', { name: 'สั่งซื้อ' }).click();

    const dialog = page.getByRole('dialog', { name: 'มีคำสั่งซื้อที่ยังไม่ชำระอยู่แล้ว' });
    await expect(dialog).toContainText(`คำสั่งซื้อเลขที่ ${String(held.orderId)} ซึ่งยังไม่ได้ชำระเงิน`);
    await expect(page.getByText('หมดเวลาชำระเงิน')).toBeHidden();
    await dialog.getByRole('button', { name: `ไปชำระคำสั่งซื้อ ${String(held.orderId)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/cart/${String(held.orderId)}$`));
    await expect(page.getByTestId('amount-to-pay')).toBeVisible();
  });
});
