import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { resetStudent } from '../checkout/shop-data';
import { COURSE, orderToPay } from './payment-journey';

/** What a sharing sheet was given, as the stand-in for the phone's share sheet recorded it. */
type Shared = { name: string; type: string; size: number }[];

/** Whether `target` is wholly on the screen and nothing is drawn over its middle or its corners. */
const isUncovered = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 4, box.top + 4],
      [box.right - 4, box.top + 4],
      [box.left + 4, box.bottom - 4],
      [box.right - 4, box.bottom - 4],
    ] as const;
    return inside && points.every(([x, y]) => document.elementFromPoint(x, y) === element);
  });

const isOnScreen = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
  });

const openQr = async (page: Page, orderId: number) => {
  await page.getByRole('button', { name: 'ชำระด้วยพร้อมเพย์' }).click();
  const modal = page.getByRole('dialog', { name: 'สแกนเพื่อชำระด้วยพร้อมเพย์' });
  const qr = modal.getByRole('img', { name: `QR พร้อมเพย์สำหรับชำระคำสั่งซื้อเลขที่ ${String(orderId)}` });
  await expect(qr).toBeVisible({ timeout: 15_000 });
  await expect(qr).toHaveJSProperty('complete', true);
  return { modal, qr };
};

test.describe('a student paying by PromptPay on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test('sees the QR uncovered with the amount and time left, and saves it as a PNG image', async ({
    page,
    context,
    shop,
  }) => {
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'พร้อมเพย์ (Omise)');
    const { modal, qr } = await openQr(page, orderId);

    await expect.poll(() => isUncovered(qr), { timeout: 10_000 }).toBe(true);
    const amount = modal.getByText(`ยอดชำระ ${COURSE.amount}`);
    const timeLeft = modal.getByText(/QR หมดอายุใน/);
    expect(await isOnScreen(amount)).toBe(true);
    expect(await isOnScreen(timeLeft)).toBe(true);

    const download = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'บันทึกรูป QR' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`promptpay-order-${String(orderId)}.png`);
    const stream = await saved.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    // The PNG signature: a banking app's "scan from photo" reads a PNG, not the provider's SVG.
    expect(Buffer.concat(chunks).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    // Saving does not put anything over the QR either.
    expect(await isUncovered(qr)).toBe(true);
    // Chromium on this machine has no share sheet: the shop offers only what the phone can do.
    await expect(modal.getByRole('button', { name: 'เปิดในแอปธนาคาร' })).toHaveCount(0);
  });

  test('hands the QR image to a banking app through the phone’s share sheet where the phone has one', async ({
    page,
    context,
    shop,
  }) => {
    await page.addInitScript(() => {
      const sharedFiles: { name: string; type: string; size: number }[] = [];
      Object.assign(window, { sharedFiles });
      Object.assign(navigator, {
        canShare: (data?: { files?: File[] }) =>
          (data?.files ?? []).every((file) => file.type === 'image/png'),
        share: (data: { files?: File[] }) => {
          for (const file of data.files ?? [])
            sharedFiles.push({ name: file.name, type: file.type, size: file.size });
          return Promise.resolve();
        },
      });
    });
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'พร้อมเพย์ (Omise)');
    const { modal } = await openQr(page, orderId);

    await modal.getByRole('button', { name: 'เปิดในแอปธนาคาร' }).click();

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedFiles: Shared }).sharedFiles))
      .toEqual([
        { name: `promptpay-order-${String(orderId)}.png`, type: 'image/png', size: expect.any(Number) },
      ]);
  });
});
