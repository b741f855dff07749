import { SCREENS } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { apiAs } from '../checkout/shop-data';

type PolicyPages = Record<'terms' | 'privacy' | 'refund', { th: string; en: string }>;

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    let restore: (() => Promise<unknown>) | null = null;
    test.afterEach(async () => {
      await restore?.();
      restore = null;
    });

    test('the footer shows how to reach the shop, its policies and the logos of its ways to pay; the refund page opens with its text, and shows an administrator’s edit', async ({
      page,
      shop,
    }) => {
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
      restore = () => admin.call('PUT', '/api/admin/settings', { policy_pages: before });
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
}
