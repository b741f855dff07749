import { expect, test } from '../../fixtures/test';
import { continueFromMyCourses, COURSE, videoOf } from './learning-journey';

type Playlist = { data: { lectures_list: { lectures_id: number; content_type: string }[] }[] };
type Stream = { data: { status: string } };

test.describe('a student watching a processed lecture video', () => {
  test('streams it through hls.js, then switches to sound only to save data and keeps playing', async ({
    page,
    context,
    shop,
  }) => {
    test.setTimeout(180_000);
    const student = await continueFromMyCourses(page, context, shop.baseURL);
    const playlist = (await student.call(
      'GET',
      `/public/course/videoplaylist/${String(COURSE.id)}`,
    )) as Playlist;
    const first = playlist.data
      .flatMap((section) => section.lectures_list)
      .find((item) => item.content_type === 'video');
    // The shop transcodes the demo video in the background after it starts.
    await expect
      .poll(
        async () =>
          (
            (await student.call(
              'GET',
              `/public/lectures/${String(first?.lectures_id)}/video-stream`,
            )) as Stream
          ).data.status,
        { timeout: 90_000, intervals: [1_000] },
      )
      .toBe('ready');
    // The poster comes first on the line: the stream's player (hls.js) is asked for after it.
    const arrivals: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('-poster.jpg')) arrivals.push('poster');
    });
    page.on('request', (request) => {
      if (/\/assets\/hls-[^/]*\.js$/.test(request.url())) arrivals.push('hls.js asked for');
    });
    await page.reload();
    const player = videoOf(page);
    await expect(player.video).toBeVisible({ timeout: 30_000 });
    // hls.js plays through Media Source Extensions: the element's source is a blob.
    await expect
      .poll(() => player.video.evaluate((element: HTMLVideoElement) => element.currentSrc), {
        timeout: 30_000,
      })
      .toMatch(/^blob:/);
    expect(arrivals.slice(0, 2)).toEqual(['poster', 'hls.js asked for']);
    await player.play();
    await expect.poll(player.position, { timeout: 30_000 }).toBeGreaterThan(1);

    await page.getByRole('checkbox', { name: 'ประหยัดเน็ต (เสียงอย่างเดียว)' }).check();
    await expect
      .poll(() => player.video.evaluate((element: HTMLVideoElement) => element.currentSrc), {
        timeout: 30_000,
      })
      .toMatch(/-audio\.m4a\?token=/);
    const before = await player.position();
    await player.play();
    await expect.poll(player.position, { timeout: 30_000 }).toBeGreaterThan(before + 0.5);
  });
});
