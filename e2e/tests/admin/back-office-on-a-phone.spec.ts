import type { Locator } from '@playwright/test';
import { PHONE } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { apiAs, resetStudent, useSession } from '../checkout/shop-data';
import { COURSE } from '../payments/payment-journey';
import { orderByTransfer } from './admin-orders-journey';

/** How many lines a cell's text takes: the distinct tops of its text's boxes. */
const linesOf = (text: Locator) =>
  text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops: number[] = Array.from(range.getClientRects(), (box: DOMRect) => Math.round(box.top));
    return new Set(tops).size;
  });

test.describe('the back office on a phone', () => {
  test.use({ viewport: PHONE.viewport, isMobile: PHONE.isMobile, hasTouch: PHONE.isMobile });

  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('keeps the menu button off the page title and writes dates and e-mails of the orders on one line', async ({
    page,
    shop,
  }) => {
    test.slow();
    const student = await resetStudent(shop.baseURL);
    await orderByTransfer(shop.baseURL, student, [COURSE.slug]);
    const admin = await apiAs(shop.baseURL, 'admin');
    await useSession(page.context(), shop.baseURL, admin.cookie);

    await page.goto('/admin/orders');

    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible({ timeout: 30_000 });
    const menuButton = page.locator('.ant-layout-sider-zero-width-trigger');
    await expect(menuButton).toBeVisible();
    const [titleBox, buttonBox] = [await title.boundingBox(), await menuButton.boundingBox()];
    if (!titleBox || !buttonBox) throw new Error('the title and the menu button are on the page');
    const overlaps =
      buttonBox.x < titleBox.x + titleBox.width &&
      titleBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.y < titleBox.y + titleBox.height &&
      titleBox.y < buttonBox.y + buttonBox.height;
    expect(overlaps).toBe(false);

    const orders = page.getByRole('table', { name: 'คำสั่งซื้อ' });
    const firstRow = orders
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /^เปิดคำสั่งซื้อ / }) })
      .first();
    await expect(firstRow).toBeVisible({ timeout: 30_000 });
    const date = firstRow.getByRole('cell').nth(1);
    const email = firstRow.getByRole('cell').nth(2).getByText(/@/);
    expect(await linesOf(date)).toBeLessThanOrEqual(1);
    expect(await linesOf(email)).toBeLessThanOrEqual(1);
  });
});
