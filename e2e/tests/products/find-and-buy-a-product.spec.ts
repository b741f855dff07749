import { expect, test } from '../../fixtures/test';

type Cart = { data: { course_id: number; course_name: string; qty: number }[] };

const BOOK = 'หนังสือแบบฝึกหัด Python (ฉบับพิมพ์)';
const BAG = 'กระเป๋าผ้า Course Shop';

test.describe('products', () => {
  test('finds a product by keyword, puts it in the cart from its page, and answers an unknown product', async ({
    page,
    baseURL,
  }) => {
    await test.step('finds a product by keyword in the product list', async () => {
      await page.goto('/products');
      await expect(page.getByRole('link', { name: BOOK })).toBeVisible();
      await expect(page.getByRole('link', { name: BAG })).toBeVisible();

      const search = page.getByRole('searchbox', { name: 'ค้นหาสินค้า' });
      await search.fill('กระเป๋า');
      await search.press('Enter');

      await expect(page).toHaveURL(/keyword=/);
      await expect(page.getByRole('link', { name: BAG })).toBeVisible();
      await expect(page.getByRole('link', { name: BOOK })).toBeHidden();
      await expect(page.getByText('ทั้งหมด 1 รายการ')).toBeVisible();
    });

    await test.step('shows the not-found page for a product id that does not exist', async () => {
      await page.goto('/product/999999-nothing');

      await expect(page.getByText('404 ไม่พบหน้าที่คุณต้องการ')).toBeVisible();
    });

    await test.step('puts two of a product in the cart from its page, then one more, which adds up to three', async () => {
      await page.goto('/products');
      await page.getByRole('link', { name: BAG }).click();

      await expect(page).toHaveURL(/\/product\/\d+-course-shop-tote-bag$/);
      await expect(page.getByRole('heading', { level: 1, name: BAG })).toBeVisible();
      await expect(page.getByRole('img', { name: `รูปสินค้า ${BAG} ภาพที่ 1` })).toBeVisible();
      await page.getByRole('button', { name: 'ดูภาพที่ 2' }).click();
      await expect(page.getByRole('img', { name: `รูปสินค้า ${BAG} ภาพที่ 2` })).toBeVisible();
      await expect(page.getByText('มีสินค้า 3 ชิ้น')).toBeVisible();

      const quantity = page.getByRole('spinbutton', { name: 'จำนวน' });
      await quantity.fill('9');
      await quantity.blur();
      await expect(quantity).toHaveValue('3');
      await quantity.fill('2');
      await page.getByRole('button', { name: 'เพิ่มลงตะกร้า' }).click();
      await expect(page.getByText('เพิ่มลงตะกร้าแล้ว')).toBeVisible();

      const visitorId = await page.evaluate(() => localStorage.getItem('generate_id'));
      const cartLines = async () =>
        ((await (await fetch(`${baseURL ?? ''}/public/cart/${visitorId ?? ''}`)).json()) as Cart).data;
      expect(await cartLines()).toEqual([expect.objectContaining({ course_name: BAG, qty: 2 })]);

      // A letter typed into the box goes nowhere; the one more adds to the two already there.
      await quantity.press('ControlOrMeta+a');
      await quantity.pressSequentially('x1y');
      await expect(quantity).toHaveValue('1');
      await page.getByRole('button', { name: 'เพิ่มลงตะกร้า' }).click();
      await expect.poll(async () => (await cartLines())[0]?.qty).toBe(3);
    });
  });
});
