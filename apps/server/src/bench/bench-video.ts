// `npm run bench:video`: what transcoding a lecture video costs this machine and saves a learner,
// on a test source made by ffmpeg (1080p, 30 fps, 8 Mb/s H.264 with AAC sound, as a camera or a
// screen recorder hands it over; 10 minutes, BENCH_VIDEO_MINUTES for a quick try), kept in a temp
// folder between runs. Through the built server with the demo shop:
//   1. the transcode time per minute of video, through the worker's own function;
//   2. the bytes a learner downloads per minute at each rung, against the original;
//   3. the time to the first frame in Chromium (4× slower CPU, 1.6 Mb/s link) of the original MP4
//      against HLS, both served by the shop from a preview lecture's addresses.
import { existsSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { mediaFiles, videoTranscodes } from '../db/tables';
import { transcodeNextVideo, videoToolsOf } from '../modules/media/index';
import { insertSectionWithLectures } from '../test/commerce-factories';
import { insertCourse } from '../test/factories';
import { startBenchServer } from './bench-server';
import { timeToFirstFrame, type FirstFrameSource } from './video-first-frame';

const MINUTES = Number(process.env.BENCH_VIDEO_MINUTES ?? 10);
const RUNS = Number(process.env.BENCH_VIDEO_RUNS ?? 3);
const tools = videoToolsOf({
  FFMPEG_PATH: process.env.FFMPEG_PATH ?? 'ffmpeg',
  FFPROBE_PATH: process.env.FFPROBE_PATH ?? 'ffprobe',
});
const run = promisify(execFile);
const CACHE_DIR = path.join(tmpdir(), 'shop-bench-video');
const NAME = `${'b'.repeat(32)}.mp4`;

const makeSource = async () => {
  const file = path.join(CACHE_DIR, `source-1080p-${String(MINUTES)}min.mp4`);
  if (existsSync(file)) return file;
  await mkdir(CACHE_DIR, { recursive: true });
  const seconds = String(MINUTES * 60);
  console.log(`making the ${String(MINUTES)}-minute 1080p source (once; kept in ${CACHE_DIR})…`);
  const partial = `${file}.partial.mp4`;
  await run(tools.ffmpeg, [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1920x1080:rate=30:duration=${seconds}`,
    ],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-b:v', '8M', '-maxrate', '8M'],
    ...['-bufsize', '16M', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', partial],
  ]);
  await rename(partial, file);
  return file;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

const source = await makeSource();
const sourceBytes = (await stat(source)).size;
const server = await startBenchServer({ VIDEO_TRANSCODES_AT_ONCE: '0' });
try {
  const { db } = server.database;
  await server.app.storage.save(NAME, await readFile(source));
  await db.insert(mediaFiles).values({
    fileName: NAME,
    originalName: 'lecture-1080p.mp4',
    mimeType: 'video/mp4',
    kind: 'video',
    sizeBytes: sourceBytes,
  });
  // Only the source is measured: the demo shop's own videos wait for no transcode here.
  await db.delete(videoTranscodes);
  await db.insert(videoTranscodes).values({ fileName: NAME });
  const course = await insertCourse(db, { slug: 'bench-video' });
  const { lectures } = await insertSectionWithLectures(db, course.id, [
    { contentType: 'video', uploadVideoType: 'upload', videoUrl: NAME, isPreview: true },
  ]);
  const lectureId = lectures[0]?.id ?? 0;

  console.log(
    `transcoding (load average before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')})…`,
  );
  const started = performance.now();
  await transcodeNextVideo({
    db,
    storage: server.app.storage,
    catalogCache: server.app.catalogCache,
    tools,
    workDir: path.join(server.config.DATA_DIR, 'transcoding'),
    leaseMs: 600_000,
    logger: pino({ level: 'warn' }),
  });
  const transcodeSeconds = (performance.now() - started) / 1000;

  const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.fileName, NAME));
  const variants = file?.variants ?? {};
  const sizeOf = async (name: string | undefined) =>
    name ? ((await server.app.storage.size(name)) ?? 0) : 0;
  const perMinute: [string, number][] = [['original (1080p, 8 Mb/s)', sourceBytes]];
  for (const rung of [360, 540, 720]) {
    const prefix = `video:hls:${String(rung)}p`;
    const names = Object.entries(variants).filter(
      ([purpose]) => purpose === prefix || purpose.startsWith(`${prefix}:`),
    );
    if (names.length === 0) continue;
    let bytes = 0;
    for (const [, name] of names) bytes += await sizeOf(name);
    perMinute.push([`HLS ${String(rung)}p`, bytes]);
  }
  perMinute.push(['small MP4 (360p)', await sizeOf(variants['video:progressive'])]);
  perMinute.push(['audio only ("save data")', await sizeOf(variants['video:audio'])]);

  const streamOf = async () => {
    const response = await fetch(`${server.address}/public/lectures/${String(lectureId)}/video-stream`);
    const answer = (await response.json()) as { data: { original: string; hls: string | null } };
    if (!answer.data.hls) throw new Error(`the video is not ready: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const origin = server.address;
  const firstFrame = await timeToFirstFrame(
    origin,
    {
      'original MP4': async (): Promise<FirstFrameSource> => ({
        kind: 'mp4',
        src: `${origin}${(await streamOf()).original}`,
      }),
      HLS: async (): Promise<FirstFrameSource> => ({
        kind: 'hls',
        src: `${origin}${(await streamOf()).hls ?? ''}`,
      }),
    },
    RUNS,
  );

  const rungs = Object.keys(variants)
    .filter((key) => /^video:hls:\d+p$/.test(key))
    .map((key) => key.slice('video:hls:'.length));
  console.log(
    `\nSource: ${String(MINUTES)} min of 1080p30, ${mb(sourceBytes)} MB; rungs ${rungs.join(', ')}`,
  );
  console.log(
    `Transcode: ${transcodeSeconds.toFixed(0)} s in all, ${(transcodeSeconds / MINUTES).toFixed(1)} s per minute of video`,
  );
  console.log('\n| What the learner downloads | MB per minute | share of the original |');
  console.log('| --- | ---: | ---: |');
  for (const [name, bytes] of perMinute)
    console.log(`| ${name} | ${mb(bytes / MINUTES)} | ${((bytes / sourceBytes) * 100).toFixed(1)} % |`);
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '> 120000');
  console.log(
    `\n| 4× slower CPU, 1.6 Mb/s link (median of ${String(RUNS)}) | first frame, ms | 10 s played, ms | runs (first frame / 10 s played) |`,
  );
  console.log('| --- | ---: | ---: | --- |');
  for (const [name, times] of Object.entries(firstFrame)) {
    const played = times.map((time) => time.played ?? Infinity);
    const runs = times.map((time, index) => `${ms(time.firstFrame)} / ${ms(played[index] ?? Infinity)}`);
    console.log(
      `| ${name} | ${ms(median(times.map((time) => time.firstFrame)))} | ${ms(median(played))} | ${runs.join(', ')} |`,
    );
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await server.close();
}
