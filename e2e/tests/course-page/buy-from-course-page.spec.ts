import { expect, test } from '../../fixtures/test';
import { PYTHON_COURSE } from './course-layout';

type Cart = { data: { course_id: number; priecingplan_id: number; course_name: string }[] };
type Detail = { data: { priceDetail: { id: number; name: string }[] } };

test.describe('registering for a course from its page', () => {
  test('lets a buyer put a chosen plan in the cart from the course page, and offers an instructor no buy button', async ({
    page,
    baseURL,
  }) => {
    await test.step('puts the chosen plan in the visitor cart and opens the cart', async () => {
      await page.goto(PYTHON_COURSE.address);
      const pricing = page.getByRole('region', { name: 'ค่าสมัครเรียน' });
      await pricing.getByRole('radio', { name: /เรียนได้ตลอดชีพ/ }).check();
      const views = await page.evaluate(() =>
        ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
          (entry) => entry.event === 'view_item',
        ),
      );
      expect(views).toEqual([
        {
          event: 'view_item',
          ecommerce: expect.objectContaining({
            currency: 'THB',
            value: 1990,
            items: [expect.objectContaining({ item_id: '1', item_name: PYTHON_COURSE.title, price: 1990 })],
          }),
        },
      ]);

      await pricing.getByRole('button', { name: 'สมัครเรียน' }).click();

      await expect(page).toHaveURL(/\/cart$/);
      const shop = baseURL ?? '';
      const visitorId = await page.evaluate(() => localStorage.getItem('generate_id'));
      const cart = (await (await fetch(`${shop}/public/cart/${visitorId ?? ''}`)).json()) as Cart;
      const course = (await (await fetch(`${shop}/public/courses/1/0`)).json()) as Detail;
      const lifetime = course.data.priceDetail.find((plan) => plan.name === 'เรียนได้ตลอดชีพ');
      expect(cart.data).toEqual([
        expect.objectContaining({
          course_id: 1,
          priecingplan_id: lifetime?.id,
          course_name: PYTHON_COURSE.title,
        }),
      ]);
    });

    await test.step('offers no buy button to an instructor-only account', async () => {
      await page.goto('/');
      await page.evaluate(async () => {
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'instructor', password: 'instructor1234' }),
        });
      });
      await page.goto(PYTHON_COURSE.address);

      const pricing = page.getByRole('region', { name: 'ค่าสมัครเรียน' });
      await expect(pricing.getByText('บัญชีผู้สอนไม่สามารถซื้อคอร์สได้')).toBeVisible();
      await expect(pricing.getByRole('button', { name: 'สมัครเรียน' })).toHaveCount(0);
    });
  });
});
