import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { apiAs, defaultPlanOf, resetStudent, useSession } from '../checkout/shop-data';
import { videoOf } from '../learning/learning-journey';
import { expectPaymentStep, LIVE_UPDATE } from '../payments/payment-journey';
import { pageAs, reportTransfer } from './admin-orders-journey';

/** The demo shop's own lecture clip: a real MP4 the player can play. */
const VIDEO = fileURLToPath(
  new URL('../../../apps/server/src/db/seed/assets/preview-lecture.mp4', import.meta.url),
);

/** The open modal dialog with this title, and its save button. */
const modal = (page: Page, title: string) => {
  const dialog = page.getByRole('dialog', { name: title });
  return { dialog, save: () => dialog.getByRole('button', { name: 'บันทึก' }).click() };
};

/** One antd Select: opened by its label, the option picked by its text. */
const choose = async (page: Page, field: Locator, option: string | RegExp) => {
  await field.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option).click();
};

test.describe('an administrator building a course from nothing', () => {
  let createdCourseId: number | null = null;
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
    // The worker's shop is shared with the storefront journeys, which count the demo's courses.
    if (createdCourseId !== null) {
      const admin = await apiAs(shop.baseURL, 'admin');
      await admin.call('PUT', `/api/admin/courses/${String(createdCourseId)}/status`, { status: 'hidden' });
      createdCourseId = null;
    }
  });

  test('creates a course with a video lecture, a quiz, a plan and a coupon, publishes it, and a student buys and watches it', async ({
    page,
    context,
    browser,
    shop,
  }) => {
    // Some twenty steps across the back office, the storefront and the lesson player.
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const title = `ออกแบบโปสเตอร์ด้วย Canva ${stamp}`;
    const coupon = `CANVA${stamp.toUpperCase()}`;
    await useSession(context, shop.baseURL, (await apiAs(shop.baseURL, 'admin')).cookie);

    // The course: a draft until it is published.
    await page.goto('/admin/courses/new');
    await page.getByLabel('ชื่อ', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/\d+$/, LIVE_UPDATE);
    const courseId = Number(new URL(page.url()).pathname.split('/').pop());
    createdCourseId = courseId;
    await expect(page.getByText('ฉบับร่าง', { exact: true })).toBeVisible();

    // Two sections: an uploaded video in the first, a quiz in the second.
    await page.goto(`/admin/courses/${String(courseId)}/curriculum`);
    for (const name of ['เริ่มต้นใช้ Canva', 'แบบทดสอบท้ายคอร์ส']) {
      await page.getByRole('button', { name: /(^|\s)เพิ่มบท$/ }).click();
      const section = modal(page, 'เพิ่มบท');
      await section.dialog.getByLabel('ชื่อบท').fill(name);
      await section.save();
      await expect(page.locator('.ant-card').filter({ hasText: name })).toBeVisible();
    }

    const first = page.locator('.ant-card').filter({ hasText: 'เริ่มต้นใช้ Canva' });
    await first.getByRole('button', { name: 'เพิ่มบทเรียน' }).click();
    const video = modal(page, 'เพิ่มบทเรียน');
    await video.dialog.getByLabel('ชื่อบทเรียน').fill('รู้จักหน้าจอ Canva');
    await video.dialog.getByLabel('ความยาว (วินาที)').fill('8');
    await video.dialog.getByTestId('media-upload-input').setInputFiles(VIDEO);
    await expect(video.dialog.getByRole('button', { name: 'บันทึก' })).toBeEnabled(LIVE_UPDATE);
    // The upload's processing settles (streamable, or the original where the machine has no
    // ffmpeg) before the administrator saves, as they would wait for the panel to stop changing.
    await expect(video.dialog.getByText(/พร้อมสตรีม|ยังไม่ได้ปรับสำหรับสตรีม/)).toBeVisible({ timeout: 60_000 });
    await video.save();
    await expect(first.getByText('รู้จักหน้าจอ Canva')).toBeVisible();

    const second = page.locator('.ant-card').filter({ hasText: 'แบบทดสอบท้ายคอร์ส' });
    await second.getByRole('button', { name: 'เพิ่มบทเรียน' }).click();
    const quiz = modal(page, 'เพิ่มบทเรียน');
    await quiz.dialog.getByLabel('ชื่อบทเรียน').fill('ทบทวนความเข้าใจ');
    await choose(page, quiz.dialog.getByLabel('ประเภท', { exact: true }), 'แบบทดสอบ');
    await quiz.dialog.getByLabel('ชื่อแบบทดสอบ').fill('Canva เบื้องต้น');
    await quiz.dialog.getByLabel('คำถามที่ 1').fill('ปุ่มใดใช้แชร์งานออกแบบ');
    await quiz.dialog.getByLabel(/^ตัวเลือก \(/).fill('แชร์\nลบ\nย้อนกลับ');
    await quiz.dialog.getByLabel('คะแนนผ่าน (%)').fill('100');
    await quiz.save();
    await expect(second.getByText('ทบทวนความเข้าใจ')).toBeVisible();

    // A six-month plan at 1,000 baht.
    await page.goto(`/admin/courses/${String(courseId)}/plans`);
    await page.getByRole('button', { name: 'เพิ่มแผนราคา' }).click();
    const plan = modal(page, 'เพิ่มแผนราคา');
    await plan.dialog.getByLabel('ชื่อแผน').fill('เรียน 6 เดือน');
    await plan.dialog.getByLabel('ระยะเวลา', { exact: true }).fill('6');
    await choose(page, plan.dialog.getByLabel('หน่วย', { exact: true }), 'เดือน');
    await plan.dialog.getByLabel('ราคา (บาท)').fill('1000');
    await plan.dialog.getByLabel('แผนหลัก').check();
    await plan.save();
    await expect(page.getByRole('cell', { name: 'เรียน 6 เดือน' })).toBeVisible();

    // A 20% coupon for this course alone, picked by its name.
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: 'เพิ่มคูปอง' }).click();
    const couponForm = modal(page, 'เพิ่มคูปอง');
    await couponForm.dialog.getByLabel('รหัสคูปอง').fill(coupon);
    await couponForm.dialog.getByLabel('ส่วนลด (%)').fill('20');
    const courses = couponForm.dialog.getByLabel('คอร์สที่ใช้ได้');
    await courses.fill(stamp);
    await page.locator('.ant-select-dropdown:visible').getByTitle(new RegExp(title)).click();
    await couponForm.save();
    await expect(page.getByRole('cell', { name: coupon })).toBeVisible();

    // Published, it is on the storefront at once.
    await page.goto(`/admin/courses/${String(courseId)}`);
    await page.getByRole('button', { name: 'เผยแพร่' }).click();
    await expect(page.getByText('เผยแพร่', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'ยกเลิกเผยแพร่' })).toBeVisible();

    const student = await resetStudent(shop.baseURL);
    const learner = await pageAs(browser, shop.baseURL, 'student');
    await learner.goto(`/course/${String(courseId)}`);
    await expect(learner.getByRole('heading', { name: title })).toBeVisible(LIVE_UPDATE);
    await expect(learner.getByRole('radio', { name: /เรียน 6 เดือน/ })).toBeVisible();
    await learner.getByRole('tab', { name: 'เนื้อหาคอร์ส' }).click();
    await expect(learner.getByText('เริ่มต้นใช้ Canva').first()).toBeVisible();
    await expect(learner.getByText('แบบทดสอบท้ายคอร์ส').first()).toBeVisible();

    // The student orders it with the coupon and reports a bank transfer of what is due.
    await student.call('POST', '/public/cart/items', {
      course_id: courseId,
      priecingplan_id: await defaultPlanOf(shop.baseURL, courseId),
    });
    await learner.goto('/cart');
    await learner.getByLabel('รหัสคูปอง').fill(coupon);
    await learner.getByRole('button', { name: 'ใช้คูปอง' }).click();
    await expect(learner.getByText(`คูปอง ${coupon}`)).toBeVisible();
    await learner.getByRole('radio', { name: 'โอนเงินผ่านธนาคาร' }).check();
    // 1,000 baht less 20% is 800; with 7% VAT 856.
    await expect(learner.getByTestId('checkout-total')).toHaveText('฿856.00');
    await learner.getByRole('button', { name: 'สั่งซื้อ' }).click();
    await expectPaymentStep(learner);
    await expect(learner.getByTestId('amount-to-pay')).toHaveText('856.00 THB');
    const orderId = Number(new URL(learner.url()).pathname.split('/').pop());
    await reportTransfer(shop.baseURL, student, { orderId, total: 85_600 });

    // The administrator approves it from the review queue.
    await page.goto('/admin/review');
    const queue = page.getByRole('navigation', { name: 'รอตรวจสอบ' });
    await queue.getByRole('link', { name: new RegExp(`#${String(orderId)} `) }).click();
    const panel = page.locator('.ant-card').filter({ hasText: `คำสั่งซื้อ #${String(orderId)}` });
    await panel.getByRole('button', { name: /(^|\s)อนุมัติ$/ }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'อนุมัติ' }).click();
    await expect(page.getByText(`อนุมัติคำสั่งซื้อ #${String(orderId)} แล้ว`)).toBeVisible();

    // The student opens the course from My courses and the uploaded video plays.
    await learner.goto('/myaccount/student/course');
    await learner.getByRole('link', { name: `เรียนต่อ ${title}` }).click();
    await expect(learner).toHaveURL(/learn=true/);
    const player = videoOf(learner);
    await expect(player.video).toBeVisible();
    await player.play();
    await expect.poll(player.position, { timeout: 30_000 }).toBeGreaterThan(1);
    await learner.context().close();
  });
});
