import { PHONE } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { courseIdOf, defaultPlanOf, resetStudent, useSession } from './shop-data';

const cartWithTheCourse = async (baseURL: string) => {
  const student = await resetStudent(baseURL);
  const courseId = await courseIdOf(baseURL, 'ux-ui-design-fundamentals');
  await student.call('POST', '/public/cart/items', {
    course_id: courseId,
    priecingplan_id: await defaultPlanOf(baseURL, courseId),
  });
  return student;
};

test.describe('the cart on a phone', () => {
  test.use({ viewport: PHONE.viewport, isMobile: PHONE.isMobile, hasTouch: PHONE.isMobile });

  test('keeps the total and the order button in reach, below grouped payment methods', async ({
    page,
    context,
    shop,
  }) => {
    const student = await cartWithTheCourse(shop.baseURL);
    await useSession(context, shop.baseURL, student.cookie);
    await page.goto('/cart');

    const order = page.getByRole('button', { name: 'สั่งซื้อ' });
    await expect(order).toBeEnabled({ timeout: 30_000 });
    // At the top of the cart, before any scrolling, the order button and the total are on screen.
    await expect(order).toBeInViewport();
    await expect(page.getByRole('region', { name: 'ยอดรวมและปุ่มสั่งซื้อ' })).toContainText('฿');

    await expect(page.getByRole('group', { name: 'บัตรเครดิตและเดบิต' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'QR โค้ดและพร้อมเพย์' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'โอนเงินผ่านธนาคาร' }).getByRole('radio', { name: 'โอนเงินผ่านธนาคาร' }),
    ).toBeVisible();

    // Half-way down the payment methods the button is still there, and choosing a method works.
    await page.getByRole('radio', { name: 'พร้อมเพย์ (Omise)' }).scrollIntoViewIfNeeded();
    await page.getByRole('radio', { name: 'พร้อมเพย์ (Omise)' }).check();
    await expect(order).toBeInViewport();
    await expect(order).toBeEnabled();
  });

  test("keeps each payment method where the buyer sees it while the methods' logos arrive", async ({
    page,
    context,
    shop,
  }) => {
    const student = await cartWithTheCourse(shop.baseURL);
    await useSession(context, shop.baseURL, student.cookie);
    // The logos come as code of their own; on a phone's line they land after the methods show.
    let releaseLogos: (() => void) | undefined;
    const logosHeld = new Promise<void>((resolve) => {
      releaseLogos = resolve;
    });
    await page.route(/\/assets\/payment-method-logos-[^/]*\.js$/, async (route) => {
      await logosHeld;
      await route.continue();
    });
    await page.goto('/cart');

    const paypal = page.getByRole('radio', { name: 'PayPal' });
    await expect(paypal).toBeVisible({ timeout: 30_000 });
    await paypal.scrollIntoViewIfNeeded();
    const before = await paypal.boundingBox();
    releaseLogos?.();
    await expect(page.getByRole('img', { name: 'PayPal' })).toBeVisible();
    expect(await paypal.boundingBox()).toEqual(before);
    await paypal.check();
    await expect(paypal).toBeChecked();
  });
});
