import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../../fixtures/test';
import { apiAs, useSession } from '../checkout/shop-data';

/** The demo student's course (they bought it in the demo shop). */
export const COURSE = { id: 1, title: 'Python สำหรับการวิเคราะห์ข้อมูล' };

/** The demo student, signed in, opening their course from My courses. */
export const continueFromMyCourses = async (page: Page, context: BrowserContext, baseURL: string) => {
  const student = await apiAs(baseURL, 'student');
  const me = (await student.call('GET', '/api/auth/me')) as { data: { id: number } };
  await useSession(context, baseURL, student.cookie);
  await page.goto('/myaccount/student/course');
  await page.getByRole('link', { name: `เรียนต่อ ${COURSE.title}` }).click();
  await expect(page).toHaveURL(/learn=true/);
  return { ...student, id: me.data.id };
};

/** The video the player shows, and its playback position. */
export const videoOf = (page: Page) => {
  const video = page.locator('video');
  return {
    video,
    position: () => video.evaluate((element: HTMLVideoElement) => element.currentTime),
    // What the play button does (headless Chromium plays sound only after a gesture, so muted).
    // A learner presses play once the player shows the video's length: the player sets its source
    // only once the shop has said how the lecture plays, and a play before that is cut short.
    play: async () => {
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(1);
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
      });
    },
    pause: () => video.evaluate((element: HTMLVideoElement) => element.pause()),
  };
};

/** The lecture list of the player. */
export const contentsOf = (page: Page) => page.getByRole('navigation', { name: 'เนื้อหาคอร์ส' });
