import { SCREENS } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { apiAs, changeSettings } from '../checkout/shop-data';
import { lowestTextContrastOf } from './contrast';

/** WCAG 2 level AA for normal text. */
const AA = 4.5;

type PolicyPages = Record<'terms' | 'privacy' | 'refund', { th: string; en: string }>;

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    // What each step changed in the shop's settings, put back even when a step fails.
    const restores: (() => Promise<unknown>)[] = [];
    test.afterEach(async () => {
      for (const restore of restores.splice(0).reverse()) await restore();
    });

    test('the storefront’s header and footer read well, name the shop and lead to its policies, which show the shop’s text', async ({
      page,
      shop,
    }) => {
      await test.step('the shop in sandbox mode says at the top, in Thai and English and readably, that it takes no real payments', async () => {
        await page.goto('/');
        const banner = page.getByRole('note').filter({ hasText: 'Test mode — no real payments' });
        await expect(banner).toBeVisible();
        await expect(banner).toContainText('โหมดทดสอบ — ไม่มีการชำระเงินจริง');
        expect(await lowestTextContrastOf(banner)).toBeGreaterThanOrEqual(AA);
        // It sits above the shop's own header, and the phone's page does not scroll sideways for it.
        const bannerBox = await banner.boundingBox();
        const headerBox = await page.getByRole('banner').boundingBox();
        expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual((headerBox?.y ?? 0) + 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          screen.viewport.width,
        );
      });

      await test.step('the logo link is named after the shop, and the header links and grey texts reach 4.5:1, in the default colour and in a light theme colour', async () => {
        await page.goto('/');
        const header = page.getByRole('banner');
        const logo = header.getByRole('link', { name: 'Course Shop', exact: true });
        await expect(logo).toBeVisible();
        await expect(header.getByRole('link', { name: 'คอร์สเรียน' })).toBeVisible();
        // Every link of the header: the logo, the menu, the cart.
        const headerLinks = header.getByRole('link');
        // The grey texts: the courses' descriptions and teachers, the footer's copyright.
        const secondary = page.locator('.text-secondary');
        await expect(secondary.first()).toBeVisible();
        await expect(page.getByRole('contentinfo').locator('.text-secondary')).toBeVisible();
        expect(await lowestTextContrastOf(headerLinks)).toBeGreaterThanOrEqual(AA);
        expect(await lowestTextContrastOf(secondary)).toBeGreaterThanOrEqual(AA);

        // Amber is not white, so the shop keeps it, but as text on white it is 1.6:1.
        restores.push(await changeSettings(shop.baseURL, { theme_color: '#ffc107' }));
        await page.reload();
        await expect(header).toHaveCSS('border-top-color', 'rgb(255, 193, 7)');
        expect(await lowestTextContrastOf(headerLinks)).toBeGreaterThanOrEqual(AA);
        // The default colour again for the footer's check, as the shop stood before.
        await restores.pop()?.();
      });

      await test.step('the footer shows how to reach the shop, its policies and the logos of its ways to pay; the refund page opens with its text, and shows an administrator’s edit', async () => {
        await page.goto('/');
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByText('99 อาคารคอร์สช็อป ถนนสุขุมวิท', { exact: false })).toBeVisible();
        await expect(footer.getByRole('link', { name: '02-123-4567' })).toHaveAttribute(
          'href',
          'tel:021234567',
        );
        await expect(footer.getByRole('link', { name: 'hello@demo.shop' })).toHaveAttribute(
          'href',
          'mailto:hello@demo.shop',
        );
        await expect(footer.getByRole('link', { name: '@courseshop' })).toHaveAttribute(
          'href',
          'https://line.me/R/ti/p/%40courseshop',
        );
        await expect(footer.getByRole('link', { name: 'courseshop', exact: true })).toBeVisible();
        const logos = footer.getByRole('list', { name: 'ช่องทางชำระเงิน' });
        for (const name of ['PromptPay', 'Visa', 'Mastercard', 'PayPal', 'โอนเงินผ่านธนาคาร']) {
          await expect(logos.getByRole('img', { name })).toBeVisible();
        }
        await expect(footer.getByRole('link', { name: 'ข้อกำหนดและเงื่อนไขการใช้บริการ' })).toBeVisible();
        await expect(footer.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible();

        await footer.getByRole('link', { name: 'นโยบายการคืนเงิน' }).click();
        await expect(page).toHaveURL(/\/refund-policy$/);
        await expect(page.getByRole('heading', { level: 1, name: 'นโยบายการคืนเงิน' })).toBeVisible();
        await expect(page.getByText('ขอคืนเงินได้เต็มจำนวนภายใน 7 วัน', { exact: false })).toBeVisible();
        await expect(page).toHaveTitle('นโยบายการคืนเงิน | Course Shop');

        const admin = await apiAs(shop.baseURL, 'admin');
        const before = (
          (await admin.call('GET', '/api/admin/settings')) as { data: { policy_pages: PolicyPages } }
        ).data.policy_pages;
        restores.push(() => admin.call('PUT', '/api/admin/settings', { policy_pages: before }));
        await admin.call('PUT', '/api/admin/settings', {
          policy_pages: {
            ...before,
            refund: { th: '<p>คืนเงินเต็มจำนวนภายใน 30 วัน ไม่ต้องให้เหตุผล</p>', en: before.refund.en },
          },
        });
        await page.reload();
        await expect(page.getByText('คืนเงินเต็มจำนวนภายใน 30 วัน ไม่ต้องให้เหตุผล')).toBeVisible();
        await expect(page.getByText('ขอคืนเงินได้เต็มจำนวนภายใน 7 วัน', { exact: false })).toHaveCount(0);
      });
    });
  });
}
