import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures/test';
import { contentsOf, continueFromMyCourses, COURSE, videoOf } from './learning-journey';

type LastWatched = { data: { lectures_id: number; position_seconds: number }[] };
type Playlist = {
  data: { lectures_list: { lectures_id: number; content_type: string; video_duration: number }[] }[];
};
type Quiz = { data: { questions: { id: number; choices: { id: string; text: string }[] }[] } };

/** The demo quiz's right answers, by choice text. */
const RIGHT = ['ทบทวนบทเรียนก่อนหน้า', 'จดบันทึกระหว่างเรียน', 'ลงมือทำตามตัวอย่าง', 'ทบทวนเนื้อหาแล้วลองใหม่'];

// One student's way through one course, in order, as steps of one test: a passed quiz stays
// passed, and the shop of a Playwright worker is shared by the files it runs.
test.describe('a student learning the course they bought', () => {
  test('learns a course from My courses to its certificate', async ({ page, context, shop }) => {
    // The three journeys' own budgets together: the last one alone waits out some 40 s of videos.
    test.setTimeout(120_000 + 120_000 + 180_000);
    await test.step('continues from My courses, watches, leaves, and comes back to the same lecture and position', async () => {
      const student = await continueFromMyCourses(page, context, shop.baseURL);
      await expect(page.getByText('เหลือเวลาเรียน 365 วัน')).toBeVisible();
      // The lecture the list marks as the current one.
      const lecture = contentsOf(page).locator('a[aria-current="page"]');
      const title = await lecture.innerText();
      const player = videoOf(page);
      await expect(player.video).toBeVisible();

      await player.play();
      await expect.poll(player.position, { timeout: 30_000 }).toBeGreaterThan(3);
      await player.pause();
      const paused = await player.position();
      // The pause is reported to the shop, in whole seconds: the player reads its position when the
      // pause event fires, a moment before this test reads it.
      await expect
        .poll(async () => {
          const last = (await student.call(
            'GET',
            `/private/progress/lasttime/${String(student.id)}/course/${String(COURSE.id)}`,
          )) as LastWatched;
          return Math.abs((last.data[0]?.position_seconds ?? 0) - paused);
        })
        .toBeLessThanOrEqual(1);

      await page.goto('/');
      await page.goto('/myaccount/student/course');
      await page.getByRole('link', { name: `เรียนต่อ ${COURSE.title}` }).click();

      await expect(lecture).toHaveText(title);
      await expect.poll(player.position).toBeGreaterThan(paused - 1.5);
      expect(await player.position()).toBeLessThan(paused + 1.5);
    });

    await test.step('meets a quiz that keeps the lectures after it locked until it is passed', async () => {
      await continueFromMyCourses(page, context, shop.baseURL);
      const contents = contentsOf(page);
      const locks = contents.getByRole('img', { name: /ล็อกอยู่/ });
      await expect(locks).toHaveCount(2);

      await contents.getByRole('link', { name: /แบบทดสอบท้ายบท/ }).click();
      await page.getByRole('radio', { name: 'ข้ามไปทำแบบทดสอบทันที' }).check();
      await page.getByRole('checkbox', { name: 'จดบันทึกระหว่างเรียน' }).check();
      await page.getByRole('radio', { name: 'เลิกเรียนคอร์สนี้' }).check();
      await page.getByRole('button', { name: 'ส่งคำตอบ' }).click();
      await expect(page.getByText('ยังไม่ผ่านแบบทดสอบ')).toBeVisible();
      await expect(locks).toHaveCount(2);

      await page.getByRole('button', { name: /ทำแบบทดสอบอีกครั้ง/ }).click();
      await page.getByRole('radio', { name: 'ทบทวนบทเรียนก่อนหน้า' }).check();
      await page.getByRole('checkbox', { name: 'จดบันทึกระหว่างเรียน' }).check();
      await page.getByRole('checkbox', { name: 'ลงมือทำตามตัวอย่าง' }).check();
      await page.getByRole('radio', { name: 'ทบทวนเนื้อหาแล้วลองใหม่' }).check();
      await page.getByRole('button', { name: 'ส่งคำตอบ' }).click();

      await expect(page.getByText('ผ่านแบบทดสอบแล้ว')).toBeVisible();
      await expect(locks).toHaveCount(0);
      await contents.getByRole('link', { name: /สรุปบทเรียน/ }).click();
      await expect(page.locator('video')).toBeVisible();
    });

    await test.step('finishes every lecture and downloads the certificate in Thai and English', async () => {
      // Learning time is counted against the clock: five 8-second videos take about 40 seconds to watch.
      const student = await continueFromMyCourses(page, context, shop.baseURL);
      const report = (lectureId: number, body: Record<string, unknown>) =>
        student.call('POST', '/private/progress/report', {
          course_id: COURSE.id,
          lecture_id: lectureId,
          position_seconds: 0,
          ...body,
        });
      const playlist = (await student.call(
        'GET',
        `/public/course/videoplaylist/${String(COURSE.id)}`,
      )) as Playlist;
      const lectures = playlist.data.flatMap((section) => section.lectures_list);

      // What the player reports while the student works through every lecture.
      for (const lecture of lectures.filter((item) => item.content_type === 'video')) {
        const watched = Date.now();
        await report(lecture.lectures_id, {
          played_seconds: lecture.video_duration,
          position_seconds: lecture.video_duration,
          event: 'ended',
        });
        await expect
          .poll(() => Date.now() - watched, { timeout: 20_000 })
          .toBeGreaterThan(lecture.video_duration * 1000 + 200);
      }
      for (const lecture of lectures.filter(
        (item) => item.content_type === 'text' || item.content_type === 'file',
      ))
        await report(lecture.lectures_id, { event: 'open' });
      for (const lecture of lectures.filter((item) => item.content_type === 'quiz')) {
        const quiz = (await student.call(
          'GET',
          `/private/lectures/${String(lecture.lectures_id)}/quiz`,
        )) as Quiz;
        const answers = Object.fromEntries(
          quiz.data.questions.map((question) => [
            String(question.id),
            question.choices.filter((choice) => RIGHT.includes(choice.text)).map((choice) => choice.id),
          ]),
        );
        await student.call('POST', `/private/lectures/${String(lecture.lectures_id)}/quiz/attempts`, {
          answers,
        });
      }
      for (const lecture of lectures.filter((item) => item.content_type === 'homework'))
        await student.call('POST', `/private/lectures/${String(lecture.lectures_id)}/homework/submissions`, {
          text: 'My project is done',
        });

      await page.reload();
      await expect(page.getByText('เรียนแล้ว 100%')).toBeVisible();
      for (const [button, lang] of [
        ['ดาวน์โหลดประกาศนียบัตร (ไทย)', 'th'],
        ['Download certificate (English)', 'en'],
      ] as const) {
        const downloading = page.waitForEvent('download');
        await page.getByRole('link', { name: button }).first().click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(new RegExp(`^CS-\\d{4}-\\d{6}-${lang}\\.pdf$`));
        const pdf = await readFile(await download.path());
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });
  });
});
