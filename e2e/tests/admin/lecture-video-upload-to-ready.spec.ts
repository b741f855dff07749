import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { apiAs, useSession } from '../checkout/shop-data';
import { LIVE_UPDATE } from '../payments/payment-journey';
import { test720pClip } from '../learning/test-clip';

const CLIP_SECONDS = 12;

test.describe('an administrator adding a lecture video', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-lecture-video-'));
  test.afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  test('uploads it in the curriculum editor and watches it process to ready, with its rungs, length and poster', async ({
    page,
    context,
    shop,
  }) => {
    // A 12-second 720p clip becomes three rungs: half a minute on a loaded two-core machine, long
    // enough for the editor to poll its percent (every 3 s) while it processes.
    test.setTimeout(300_000);
    const clip = test720pClip(folder, CLIP_SECONDS);
    await useSession(context, shop.baseURL, (await apiAs(shop.baseURL, 'admin')).cookie);

    await page.goto('/admin/courses/new');
    await page.getByLabel('ชื่อ', { exact: true }).fill(`ตัดต่อวิดีโอ ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/\d+$/, LIVE_UPDATE);
    const courseId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.goto(`/admin/courses/${String(courseId)}/curriculum`);
    await page.getByRole('button', { name: /(^|\s)เพิ่มบท$/ }).click();
    const sectionDialog = page.getByRole('dialog', { name: 'เพิ่มบท' });
    await sectionDialog.getByLabel('ชื่อบท').fill('เริ่มตัดต่อ');
    await sectionDialog.getByRole('button', { name: 'บันทึก' }).click();
    const section = page.locator('.ant-card').filter({ hasText: 'เริ่มตัดต่อ' });
    await section.getByRole('button', { name: 'เพิ่มบทเรียน' }).click();
    const dialog = page.getByRole('dialog', { name: 'เพิ่มบทเรียน' });
    await dialog.getByLabel('ชื่อบทเรียน').fill('ตัดต่อครั้งแรก');
    await dialog.getByTestId('media-upload-input').setInputFiles(clip);

    // While it is processing, the percent moves; then the rungs at or below 720p and its length.
    await expect(dialog.getByRole('status')).toHaveText(/กำลังแปลงวิดีโอ \d+ %/, { timeout: 120_000 });
    await expect(
      dialog.getByText(`พร้อมสตรีม: 360p / 540p / 720p · ยาว 0:${String(CLIP_SECONDS)}`),
    ).toBeVisible({
      timeout: 240_000,
    });
    const poster = dialog.getByRole('img', { name: 'ภาพตัวอย่างของวิดีโอ' });
    await expect(poster).toBeVisible();
    await expect
      .poll(() => poster.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(1280);

    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await expect(section.getByText('ตัดต่อครั้งแรก')).toBeVisible();
    // The curriculum counts the lecture's real length.
    const admin = await apiAs(shop.baseURL, 'admin');
    const curriculum = (await admin.call('GET', `/api/admin/courses/${String(courseId)}/curriculum`)) as {
      data: { lectures: { name: string; video_duration: number }[] }[];
    };
    expect(curriculum.data[0]?.lectures[0]).toMatchObject({
      name: 'ตัดต่อครั้งแรก',
      video_duration: CLIP_SECONDS,
    });
  });
});
