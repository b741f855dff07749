import type { BrowserContext, Page } from '@playwright/test';
import { SCREENS } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { addDefaultAddress, courseIdOf, defaultPlanOf, resetStudent, useSession } from './shop-data';

type Student = Awaited<ReturnType<typeof resetStudent>>;

/** The payment method whose label holds this radio, to look at its logos. */
const method = (page: Page, name: string) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name }) });

/** Waits until the cart on the server keeps the payment method just chosen, as a reload reads it. */
const expectMethodKept = (student: Student, methodId: number) =>
  expect
    .poll(
      async () =>
        ((await student.call('GET', '/private/cart')) as { cart: { payment_method_id: number | null } }).cart
          .payment_method_id,
      {
        message: 'the cart keeps the chosen payment method',
      },
    )
    .toBe(methodId);

/**
 * The demo student, signed in, at a cart holding the demo item of `slug` (with its default plan
 * unless `withPlan` is false); `prepare` runs first, e.g. to give the student an address.
 */
const openCart = async (
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL: string },
  slug: string,
  { withPlan = true, prepare }: { withPlan?: boolean; prepare?: (student: Student) => Promise<unknown> } = {},
) => {
  const student = await resetStudent(baseURL);
  await prepare?.(student);
  const courseId = await courseIdOf(baseURL, slug);
  await student.call('POST', '/public/cart/items', {
    course_id: courseId,
    ...(withPlan ? { priecingplan_id: await defaultPlanOf(baseURL, courseId) } : {}),
  });
  await useSession(context, baseURL, student.cookie);
  await page.goto('/cart');
  return student;
};

/** Takes away the demo student's delivery addresses, which resetStudent leaves. */
const removeAddresses = async (baseURL: string) => {
  const student = await resetStudent(baseURL);
  const addresses = (await student.call('GET', '/private/shipping/addresses')) as {
    data: { id: number }[];
  };
  for (const address of addresses.data)
    await student.call('DELETE', `/private/shipping/addresses/${String(address.id)}`);
};

for (const screen of SCREENS) {
  test.describe(`the cart on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    test.afterEach(async ({ shop }) => {
      await removeAddresses(shop.baseURL);
    });

    test('keeps the buyer’s choices, shows each payment method with its logos and says what is missing before an order', async ({
      page,
      context,
      shop,
    }) => {
      await test.step('keeps the chosen plan, coupon and payment method after a reload', async () => {
        const student = await openCart(
          { page, context, baseURL: shop.baseURL },
          'ux-ui-design-fundamentals',
          {
            withPlan: false,
          },
        );
        // The buyer opens the plan list and picks the plan that costs 2,490.
        const plan = page.getByLabel('แผนราคาของ พื้นฐาน UX/UI Design');
        const planOf2490 = await plan.getByRole('option', { name: /2,490/ }).textContent();
        await plan.selectOption({ label: planOf2490 ?? '2,490' });
        await expect(page.getByTestId('checkout-total')).toHaveText('฿2,664.30');
        await page.getByLabel('รหัสคูปอง').fill('WELCOME10');
        await page.getByLabel('รหัสคูปอง').press('Enter');
        await expect(page.getByText('คูปอง WELCOME10')).toBeVisible();
        await page.getByRole('radio', { name: 'พร้อมเพย์ (Omise)' }).check();
        await expectMethodKept(student, 9);

        await page.reload();

        // 2,490 THB less 10% is 2,241; with 7% VAT 2,397.87.
        await expect(page.getByTestId('checkout-total')).toHaveText('฿2,397.87');
        await expect(page.getByText('คูปอง WELCOME10')).toBeVisible();
        await expect(page.getByRole('radio', { name: 'พร้อมเพย์ (Omise)' })).toBeChecked();
      });

      await test.step('shows each payment method with its logos', async () => {
        await openCart({ page, context, baseURL: shop.baseURL }, 'ux-ui-design-fundamentals');

        const bankTransfer = method(page, 'โอนเงินผ่านธนาคาร');
        await expect(bankTransfer.getByRole('img', { name: 'ธนาคารกสิกรไทย' })).toBeVisible();
        await expect(bankTransfer.getByRole('img', { name: 'ธนาคารไทยพาณิชย์' })).toBeVisible();
        const card = method(page, 'บัตรเครดิต/เดบิต (Omise)');
        for (const brand of ['Visa', 'Mastercard', 'JCB'])
          await expect(card.getByRole('img', { name: brand })).toBeVisible();
        await expect(method(page, 'พร้อมเพย์ (Omise)').getByRole('img', { name: 'พร้อมเพย์' })).toBeVisible();
        await expect(method(page, 'PayPal').getByRole('img', { name: 'PayPal' })).toBeVisible();
        await expect(method(page, 'QR Code (SCB)').getByRole('img', { name: 'Thai QR' })).toBeVisible();
        await expect(method(page, 'ผ่อนชำระ (2C2P)').getByRole('img', { name: 'ผ่อนชำระ' })).toBeVisible();
      });

      // Last: the address it gives the student stays until the test is over.
      await test.step('says beside the greyed-out order button what is missing, until it is chosen', async () => {
        // The address is chosen by itself; the printed workbook also needs a shipping option.
        await openCart({ page, context, baseURL: shop.baseURL }, 'python-workbook-printed', {
          prepare: addDefaultAddress,
        });
        const order = page.getByRole('button', { name: 'สั่งซื้อ' });
        const reasons = page.getByRole('list', { name: 'ก่อนสั่งซื้อ:' });
        await expect(order).toBeDisabled();
        await expect(reasons).toHaveText('เลือกวิธีการจัดส่ง');
        await expect(order).toHaveAccessibleDescription('ก่อนสั่งซื้อ: เลือกวิธีการจัดส่ง');

        await page.getByRole('radio', { name: /EMS/ }).check();

        await expect(order).toBeEnabled();
        await expect(reasons).toBeHidden();
      });

      await test.step('says why installments cannot take a total under their minimum, and keeps the method chosen', async () => {
        // The same cart: a workbook and its delivery come to far less than 2,000 THB.
        const transfer = page.getByRole('radio', { name: 'โอนเงินผ่านธนาคาร' });
        await expect(transfer).toBeChecked();

        await page.getByRole('radio', { name: 'ผ่อนชำระ (2C2P)' }).click();

        await expect(page.getByText('ผ่อนชำระได้เมื่อยอดชำระตั้งแต่ 2,000 บาทขึ้นไป', { exact: false })).toBeVisible();
        await expect(page.getByRole('radio', { name: 'ผ่อนชำระ (2C2P)' })).not.toBeChecked();
        await expect(transfer).toBeChecked();
      });
    });
  });
}
