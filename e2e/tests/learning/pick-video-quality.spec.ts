import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { apiAs } from '../checkout/shop-data';
import { continueFromMyCourses, contentsOf, COURSE, videoOf } from './learning-journey';
import { test720pClip } from './test-clip';

type AdminLecture = {
  id: number;
  section_id: number;
  name: string;
  is_preview: boolean;
  content_type: string;
  upload_video_type: string | null;
  video_url: string | null;
  video_name: string | null;
  video_duration: number;
};
type Curriculum = { data: { lectures: AdminLecture[] }[] };
type LastWatched = { data: { lectures_id: number; position_seconds: number }[] };

/** The lecture saved as a video of the shop's own storage, with this file. */
const asUploadedVideo = (lecture: AdminLecture, videoUrl: string, duration: number) => ({
  section_id: lecture.section_id,
  name: lecture.name,
  is_preview: lecture.is_preview,
  content_type: 'video',
  upload_video_type: 'upload',
  video_url: videoUrl,
  video_name: lecture.video_name,
  video_duration: duration,
});

test.describe('a student watching a lecture recorded at 720p', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-video-quality-'));
  let restore: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await restore?.();
    restore = null;
  });
  test.afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  test('picks a quality and keeps playing, saves data with sound only, and resumes after a reload', async ({
    page,
    context,
    shop,
  }) => {
    // The demo's video and this one are transcoded after the shop starts, on a loaded machine.
    test.setTimeout(360_000);
    // The course's first uploaded video now plays a 16-second 720p clip (put back afterwards).
    const admin = await apiAs(shop.baseURL, 'admin');
    const curriculum = (await admin.call(
      'GET',
      `/api/admin/courses/${String(COURSE.id)}/curriculum`,
    )) as Curriculum;
    const lecture = curriculum.data
      .flatMap((section) => section.lectures)
      .find((item) => item.content_type === 'video' && item.upload_video_type === 'upload');
    if (!lecture?.video_url) throw new Error('the demo course has no uploaded video lecture');
    const form = new FormData();
    form.append('index', '0');
    const clip = readFileSync(test720pClip(folder, 16));
    form.append('imageinput', new Blob([clip], { type: 'video/mp4' }), 'lesson-720p.mp4');
    const uploaded = await fetch(`${shop.baseURL}/api/home/test_upload`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: form,
    });
    const fileName = ((await uploaded.json()) as { fileName?: string[] }).fileName?.[0];
    if (!fileName) throw new Error(`the clip was not uploaded: ${String(uploaded.status)}`);
    const original = lecture;
    const lectureUrl = `/api/admin/curriculum/lectures/${String(lecture.id)}`;
    await admin.call('PUT', lectureUrl, asUploadedVideo(lecture, fileName, 0));
    restore = async () => {
      // The demo's row keeps the file's address (`/uploads/<name>`); the editor takes the name.
      const name = (original.video_url ?? '').split('/').pop() ?? '';
      await admin.call('PUT', lectureUrl, asUploadedVideo(original, name, original.video_duration));
    };

    const student = await continueFromMyCourses(page, context, shop.baseURL);
    await expect
      .poll(
        async () =>
          (
            (await student.call('GET', `/public/lectures/${String(lecture.id)}/video-stream`)) as {
              data: { status: string };
            }
          ).data.status,
        { timeout: 240_000, intervals: [2_000] },
      )
      .toBe('ready');
    await page.reload();
    await contentsOf(page)
      .getByRole('link', { name: new RegExp(lecture.name) })
      .click();
    const player = videoOf(page);
    await expect(player.video).toBeVisible({ timeout: 30_000 });

    // The choices are the rungs the ladder made from a 720p source.
    const quality = page.getByLabel('ความคมชัด');
    await expect(quality.locator('option')).toHaveText(['อัตโนมัติ', '360p', '540p', '720p'], {
      timeout: 30_000,
    });
    await player.play();
    await expect.poll(player.position, { timeout: 30_000 }).toBeGreaterThan(1);
    await quality.selectOption({ label: '540p' });
    await expect(quality.locator('option:checked')).toHaveText('540p');
    // The picture changes to 540 lines and the video goes on playing.
    await expect
      .poll(() => player.video.evaluate((element: HTMLVideoElement) => element.videoHeight), {
        timeout: 30_000,
      })
      .toBe(540);
    const afterSwitch = await player.position();
    await expect.poll(player.position, { timeout: 30_000 }).toBeGreaterThan(afterSwitch + 0.5);

    // Save data: sound only, from the same position; no picture quality to pick then.
    await page.getByRole('checkbox', { name: 'ประหยัดเน็ต (เสียงอย่างเดียว)' }).check();
    await expect
      .poll(() => player.video.evaluate((element: HTMLVideoElement) => element.currentSrc), {
        timeout: 30_000,
      })
      .toMatch(/-audio\.m4a\?token=/);
    await expect(quality).toBeHidden();
    const beforeSound = await player.position();
    await player.play();
    await expect.poll(player.position, { timeout: 30_000 }).toBeGreaterThan(beforeSound + 0.5);
    await player.pause();
    const paused = await player.position();
    await expect
      .poll(async () => {
        const last = (await student.call(
          'GET',
          `/private/progress/lasttime/${String(student.id)}/course/${String(COURSE.id)}`,
        )) as LastWatched;
        const row = last.data.find((item) => item.lectures_id === lecture.id) ?? last.data[0];
        return Math.abs((row?.position_seconds ?? 0) - paused);
      })
      .toBeLessThanOrEqual(1);

    // After a reload the lecture opens where it was left.
    await page.reload();
    await expect(player.video).toBeVisible({ timeout: 30_000 });
    await expect.poll(player.position, { timeout: 30_000 }).toBeGreaterThan(paused - 1.5);
  });
});
