import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { apiAs, changeSettings, PNG_IMAGE, useSession } from '../checkout/shop-data';

/** A product's gallery in the back office, as the demo administrator: the control with several images. */
const openGallery = async (page: Page, context: BrowserContext, baseURL: string) => {
  await useSession(context, baseURL, (await apiAs(baseURL, 'admin')).cookie);
  await page.goto('/admin/products/new');
  await page.getByRole('tab', { name: 'รูปภาพและวิดีโอ' }).click();
  return page.locator('.ant-form-item').filter({ hasText: 'รูปสินค้าเพิ่มเติม' });
};

test.describe('the back office’s media upload control', () => {
  let restoreSettings: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await restoreSettings?.();
    restoreSettings = null;
  });

  test('refuses what it must, says why, and previews the gallery', async ({ page, context, shop }) => {
    await test.step('refuses a program renamed as a picture, and says when the storage is full', async () => {
      const gallery = await openGallery(page, context, shop.baseURL);

      await gallery.getByTestId('media-upload-input').setInputFiles({
        name: 'holiday.jpg',
        mimeType: 'application/x-msdownload',
        buffer: Buffer.from('MZ\x90\x00 a Windows program'),
      });
      await expect(gallery.getByTestId('media-upload-error')).toHaveText('ไม่อนุญาตให้อัปโหลดไฟล์ประเภทนี้');
      await expect(page.getByText('ไม่สามารถอัปโหลดไฟล์ได้')).toBeVisible();
      await expect(gallery.getByRole('img', { name: 'holiday.jpg' })).toHaveCount(0);

      // A quota smaller than what the demo shop already stores leaves no room at all.
      restoreSettings = await changeSettings(shop.baseURL, { storage_quota_gb: 0.000001 });
      await gallery.getByTestId('media-upload-input').setInputFiles({ ...PNG_IMAGE, name: 'cover.png' });
      await expect(gallery.getByTestId('media-upload-error')).toContainText('พื้นที่จัดเก็บไม่เพียงพอ');
      await expect(gallery.getByRole('img', { name: /cover/ })).toHaveCount(0);
      // The next step meets the shop's settings as they were.
      await restoreSettings();
      restoreSettings = null;
    });

    await test.step('previews the gallery in a dialog whose arrow keys wrap around at both ends', async () => {
      const gallery = await openGallery(page, context, shop.baseURL);
      await gallery
        .getByTestId('media-upload-input')
        .setInputFiles(['front', 'side', 'back'].map((side) => ({ ...PNG_IMAGE, name: `${side}.png` })));
      const previews = gallery.getByRole('button', { name: /^ดูตัวอย่าง / });
      await expect(previews).toHaveCount(3, { timeout: 30_000 });

      await previews.first().click();
      const dialog = page.getByRole('dialog', { name: 'ดูตัวอย่าง' });
      const shown = dialog.getByTestId('media-preview-current').getByRole('img');
      const first = (await shown.getAttribute('alt')) ?? '';
      await page.keyboard.press('ArrowLeft');
      await expect(shown).not.toHaveAttribute('alt', first);
      const last = (await shown.getAttribute('alt')) ?? '';
      await page.keyboard.press('ArrowRight');
      await expect(shown).toHaveAttribute('alt', first);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(shown).toHaveAttribute('alt', last);
      await page.keyboard.press('ArrowRight');
      await expect(shown).toHaveAttribute('alt', first);
      await dialog.getByRole('button', { name: 'ถัดไป' }).click();
      await expect(shown).not.toHaveAttribute('alt', first);
    });
  });
});
