import { SCREENS } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { changeSettings } from '../checkout/shop-data';
import { lowestTextContrastOf } from './contrast';

/** WCAG 2 level AA for normal text. */
const AA = 4.5;

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    let restore: (() => Promise<void>) | null = null;
    test.afterEach(async () => {
      await restore?.();
      restore = null;
    });

    test('the logo link is named after the shop, and the header links and grey texts reach 4.5:1, in the default colour and in a light theme colour', async ({
      page,
      shop,
    }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const logo = header.getByRole('link', { name: 'Course Shop', exact: true });
      await expect(logo).toBeVisible();
      await expect(header.getByRole('link', { name: 'คอร์สเรียน' })).toBeVisible();
      // Every link of the header: the logo, the menu, the cart.
      const headerLinks = header.getByRole('link');
      // The grey texts: the courses' descriptions and teachers, the footer's copyright.
      const secondary = page.locator('.ant-typography-secondary');
      await expect(secondary.first()).toBeVisible();
      await expect(page.getByRole('contentinfo').locator('.ant-typography-secondary')).toBeVisible();
      expect(await lowestTextContrastOf(headerLinks)).toBeGreaterThanOrEqual(AA);
      expect(await lowestTextContrastOf(secondary)).toBeGreaterThanOrEqual(AA);

      // Amber is not white, so the shop keeps it, but as text on white it is 1.6:1.
      restore = await changeSettings(shop.baseURL, { theme_color: '#ffc107' });
      await page.reload();
      await expect(header).toHaveCSS('border-top-color', 'rgb(255, 193, 7)');
      expect(await lowestTextContrastOf(headerLinks)).toBeGreaterThanOrEqual(AA);
    });
  });
}
