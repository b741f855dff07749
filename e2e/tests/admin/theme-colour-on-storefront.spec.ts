import { expect, test } from '../../fixtures/test';
import { apiAs, useSession } from '../checkout/shop-data';
import { PYTHON_COURSE } from '../course-page/course-layout';

/** CSS `rgb()` of a `#rrggbb` colour, as computed styles report it. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`;
};

test.describe('the shop’s theme colour', () => {
  let restore: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await restore?.();
  });

  test('an administrator changes it and the storefront paints its header and buttons with it; white falls back to dark grey', async ({
    page,
    context,
    shop,
  }) => {
    // Four page loads across the back office and the storefront: long on a loaded two-core machine.
    test.setTimeout(150_000);
    const admin = await apiAs(shop.baseURL, 'admin');
    const before = ((await admin.call('GET', '/api/admin/settings')) as { data: { theme_color: string } })
      .data;
    restore = async () => {
      await admin.call('PUT', '/api/admin/settings', { theme_color: before.theme_color });
    };
    await useSession(context, shop.baseURL, admin.cookie);

    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'ข้อมูลร้าน' });
    // The back office's first load (its chunks, texts and the settings).
    await expect(form.getByLabel('สีธีมของร้าน')).toBeVisible({ timeout: 30_000 });
    await form.getByLabel('สีธีมของร้าน').fill('#c62828');
    await form.getByRole('button', { name: 'บันทึก' }).click();
    await expect(page.getByText('บันทึกการตั้งค่าแล้ว')).toBeVisible();

    await page.goto(PYTHON_COURSE.address);
    const header = page.locator('.shop-header');
    await expect(header).toHaveCSS('border-top-color', rgb('#c62828'));
    await expect(page.locator('.shop-logo')).toHaveCSS('color', rgb('#c62828'));
    const register = page
      .getByRole('region', { name: 'ค่าสมัครเรียน' })
      .getByRole('button', { name: 'สมัครเรียน' });
    await expect(register).toHaveCSS('background-color', rgb('#c62828'));
    // The page shell carries the colour, so the first paint has it before any script runs.
    expect(await (await page.request.get('/')).text()).toContain('--shop-primary:#c62828');

    await page.goto('/admin/settings');
    await form.getByLabel('สีธีมของร้าน').fill('#FFFFFF');
    await expect(form.getByText('หน้าร้านจะแสดงเป็นสีเทาเข้ม #333333 แทน', { exact: false })).toBeVisible();
    await form.getByRole('button', { name: 'บันทึก' }).click();
    await expect(page.getByText('บันทึกการตั้งค่าแล้ว')).toBeVisible();

    await page.goto('/');
    await expect(header).toHaveCSS('border-top-color', rgb('#333333'));
  });
});
