import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { courseSections, lectures, mediaFiles } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertCourse, insertUser } from '../../../test/factories';
import { makeDataDir, removeDataDir } from '../../../test/read-mail';
import { signIn } from '../../../test/sign-in';
import { removeExpiredUploads } from '../expired-uploads';
import { mp4Bytes } from '../media-test-helpers';
import { makeClip, type ClipKind } from './video-clips';
import { readStreams } from './probe-video';
import { videoToolsPresence, type VideoTools } from './video-tools';
import { TRANSCODE_MAX_ATTEMPTS } from './video-transcode-worker';
import { transcodeNextInTest, uploadAsAdmin } from './video-test-helpers';
import { claimTranscode, findTranscode } from './video-transcodes.repository';

const tools: VideoTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
const hasTools = await videoToolsPresence(tools);

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mpeg: 'video/mpeg',
  m4v: 'video/x-m4v',
};

describe.skipIf(!hasTools)(
  'transcoding an uploaded lecture video with ffmpeg (skipped: ffmpeg and ffprobe are not on this machine)',
  () => {
    let t: TestApp;
    let dataDir: string;
    let admin: string;
    let storage: FileStorage;
    beforeAll(async () => {
      dataDir = await makeDataDir();
      t = await buildTestApp({ DATA_DIR: dataDir });
      storage = t.app.storage;
      admin = await signIn(t.app, (await insertUser(t.db, { roles: ['admin'] })).username);
    }, 120_000);
    afterAll(async () => {
      await t.close();
      await removeDataDir(dataDir);
    });

    const upload = async (kind: ClipKind) => {
      const clip = await makeClip(tools.ffmpeg, kind);
      await rm(path.dirname(clip.file), { recursive: true, force: true });
      const ext = clip.name.slice(clip.name.lastIndexOf('.') + 1);
      return uploadAsAdmin(t, admin, {
        filename: clip.name,
        contentType: CONTENT_TYPES[ext] ?? 'video/mp4',
        data: clip.data,
      });
    };
    const run = (now?: () => Date) => transcodeNextInTest(t, dataDir, now ? { now } : {});
    const stored = async (name: string) => {
      const size = await storage.size(name);
      expect(size, name).toBeGreaterThan(0);
      return size ?? 0;
    };
    const probeStored = async (name: string) => {
      const file = path.join(dataDir, 'probe-' + name);
      const { createWriteStream } = await import('node:fs');
      const { pipeline } = await import('node:stream/promises');
      await pipeline(storage.read(name), createWriteStream(file));
      return readStreams(tools, file);
    };

    it.each([
      ['an MP4 at 720p', 'mp4', [360, 540, 720], { width: 1280, height: 720 }],
      ['a QuickTime MOV at 540p', 'mov', [360, 540], { width: 960, height: 540 }],
      ['an AVI (MPEG-4 part 2 and PCM sound)', 'avi', [360], { width: 480, height: 360 }],
      ['an MPEG program stream (MPEG-1 video)', 'mpeg', [360], { width: 640, height: 360 }],
      ['an M4V without sound', 'm4v', [360], { width: 640, height: 360 }],
      ['a phone video recorded upright', 'rotated', [360], { width: 360, height: 640 }],
    ] as const)(
      'turns %s into an H.264/AAC HLS ladder, a small MP4, a poster and a thumbnail strip',
      async (_name, kind, rungs, top) => {
        const name = await upload(kind);
        expect((await findTranscode(t.db, name))?.status).toBe('queued');
        const originalBytes =
          (await t.db.select().from(mediaFiles).where(eq(mediaFiles.fileName, name)))[0]?.sizeBytes ?? 0;
        expect((await run())?.fileName).toBe(name);

        const job = await findTranscode(t.db, name);
        expect(job).toMatchObject({ status: 'ready', progressPercent: 100, rungs, error: null });
        expect(job?.probe?.rotation).toBe(kind === 'rotated' ? 90 : 0);
        expect(job?.probe?.audioCodec === null).toBe(kind === 'm4v');
        const [file] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.fileName, name));
        expect(file?.durationSeconds).toBe(2);
        const variants = file?.variants ?? {};
        let outputBytes = 0;
        for (const output of Object.values(variants)) outputBytes += await stored(output);
        // The outputs count toward the storage quota with the upload.
        expect(file?.sizeBytes).toBe(originalBytes + outputBytes);
        expect(Object.keys(variants)).toEqual(
          expect.arrayContaining(['video:hls', 'video:progressive', 'video:poster', 'video:thumbnails']),
        );
        expect('video:audio' in variants).toBe(kind !== 'm4v');

        const master = await new Promise<string>((resolve, reject) => {
          let text = '';
          storage
            .read(variants['video:hls'] ?? '')
            .setEncoding('utf8')
            .on('data', (chunk: string) => (text += chunk))
            .on('end', () => resolve(text))
            .on('error', reject);
        });
        expect(master.match(/RESOLUTION=\d+x\d+/g)).toHaveLength(rungs.length);
        expect(master).toContain(`RESOLUTION=${String(top.width)}x${String(top.height)}`);

        const topRung = `${String(rungs[rungs.length - 1])}p`;
        const segment = await probeStored(variants[`video:hls:${topRung}:0`] ?? '');
        const video = segment.streams.find((stream) => stream.codec_type === 'video');
        expect(video).toMatchObject({ codec_name: 'h264', ...top });
        if (kind !== 'm4v')
          expect(segment.streams.find((stream) => stream.codec_type === 'audio')?.codec_name).toBe('aac');
      },
      120_000,
    );

    it('gives the lectures that play the video its length, and so the curriculum its total', async () => {
      const name = await upload('mp4');
      const course = await insertCourse(t.db);
      const [section] = await t.db
        .insert(courseSections)
        .values({ courseId: course.id, name: 'Start', location: 0 })
        .returning();
      const lecture = {
        sectionId: section?.id ?? 0,
        courseId: course.id,
        contentType: 'video',
        uploadVideoType: 'upload',
      };
      await t.db.insert(lectures).values([
        { ...lecture, name: 'Saved by the editor', location: 0, videoUrl: name },
        { ...lecture, name: 'Saved by its address', location: 1, videoUrl: `/uploads/${name}` },
      ]);
      await run();
      const rows = await t.db.select().from(lectures).where(eq(lectures.courseId, course.id));
      expect(rows.map((row) => row.videoDurationSeconds)).toEqual([2, 2]);
    }, 120_000);

    it('shows the back office the progress, then the rungs, the length and the poster', async () => {
      const name = await upload('mov');
      const status = () =>
        t.app.inject({
          method: 'GET',
          url: `/api/admin/media/videos/${name}/transcode`,
          headers: { cookie: admin },
        });
      expect((await status()).json()).toMatchObject({
        data: { status: 'queued', progress_percent: 0, poster: null },
      });
      await run();
      const ready = (await status()).json<{ data: { poster: string } }>();
      expect(ready.data).toMatchObject({
        status: 'ready',
        progress_percent: 100,
        rungs: [360, 540],
        duration_seconds: 2,
        error: null,
      });
      const poster = await t.app.inject({
        method: 'GET',
        url: ready.data.poster,
        headers: { cookie: admin },
      });
      expect(poster.statusCode).toBe(200);
      expect(poster.headers['content-type']).toBe('image/jpeg');
      const student = await signIn(t.app, (await insertUser(t.db)).username);
      expect(
        (await t.app.inject({ method: 'GET', url: ready.data.poster, headers: { cookie: student } }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/media/videos/${name}/transcode`,
            headers: { cookie: student },
          })
        ).statusCode,
      ).toBe(403);
    }, 120_000);

    it('lets only one of two instances claim a job, and another take it once the first one died', async () => {
      const name = await upload('m4v');
      const claim = (now: Date) =>
        claimTranscode(t.db, {
          now,
          leaseUntil: new Date(now.getTime() + 60_000),
          maxAttempts: TRANSCODE_MAX_ATTEMPTS,
        });
      const start = new Date();
      const [first, second] = await Promise.all([claim(start), claim(start)]);
      expect([first?.fileName, second?.fileName].filter(Boolean)).toEqual([name]);
      // The first worker was killed mid-transcode: nobody takes the job while its lease runs...
      expect(await claim(new Date(start.getTime() + 30_000))).toBeNull();
      // ...then the next worker does, as the job's second try, and finishes it.
      const later = start.getTime() + 61_000;
      expect(await run(() => new Date(later))).toMatchObject({ fileName: name, attempts: 2 });
      expect((await findTranscode(t.db, name))?.status).toBe('ready');
    }, 120_000);

    it('removes the outputs with their upload when the sweep removes an upload nothing uses', async () => {
      const name = await upload('m4v');
      await run();
      const [file] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.fileName, name));
      const outputs = Object.values(file?.variants ?? {});
      expect(outputs.length).toBeGreaterThan(4);
      await t.db
        .update(mediaFiles)
        .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(mediaFiles.fileName, name));
      const sweep = await removeExpiredUploads(t.db, storage, new Date());
      expect(sweep.removed).toContain(name);
      for (const output of [name, ...outputs]) expect(await storage.size(output), output).toBeNull();
      expect(await findTranscode(t.db, name)).toBeNull();
    }, 120_000);

    it('fails a file ffmpeg cannot read after its tries, saying why, and leaves the upload playable as it was', async () => {
      const name = await uploadAsAdmin(t, admin, {
        filename: 'broken.mp4',
        contentType: 'video/mp4',
        // An MP4's first box and then noise: accepted by type, but no picture in it.
        data: Buffer.concat([
          Buffer.from('000000186674797069736f6d0000020069736f6d6d703432', 'hex'),
          Buffer.alloc(5000, 9),
        ]),
      });
      let clock = Date.now();
      for (let attempt = 1; attempt <= TRANSCODE_MAX_ATTEMPTS; attempt += 1) {
        // Each retry waits for the lease; the clock moves past it.
        clock += 61_000;
        const at = clock;
        expect((await run(() => new Date(at)))?.fileName).toBe(name);
      }
      expect(await run(() => new Date(clock + 61_000))).toBeNull();
      const job = await findTranscode(t.db, name);
      expect(job?.status).toBe('failed');
      expect(job?.error).toMatch(/ffprobe|picture|Invalid data/i);
      expect(await storage.size(name)).toBeGreaterThan(0);
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/admin/media/videos/${name}/transcode`,
        headers: { cookie: admin },
      });
      expect(shown.json()).toMatchObject({ data: { status: 'failed', error: job?.error } });
      const retried = await t.app.inject({
        method: 'POST',
        url: `/api/admin/media/videos/${name}/transcode/retry`,
        headers: { cookie: admin },
      });
      expect(retried.json()).toMatchObject({ data: { status: 'queued', error: null } });
      expect(await findTranscode(t.db, name)).toMatchObject({ status: 'queued', attempts: 0 });
    }, 120_000);
  },
);

describe('a shop without ffmpeg', () => {
  it('marks an uploaded video not optimised in the back office and keeps it queued for when ffmpeg arrives', async () => {
    const dataDir = await makeDataDir();
    const t = await buildTestApp({
      DATA_DIR: dataDir,
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      FFPROBE_PATH: '/nonexistent/ffprobe',
    });
    try {
      const admin = await signIn(t.app, (await insertUser(t.db, { roles: ['admin'] })).username);
      const name = await uploadAsAdmin(t, admin, {
        filename: 'lesson.mp4',
        contentType: 'video/mp4',
        data: mp4Bytes(),
      });
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/admin/media/videos/${name}/transcode`,
        headers: { cookie: admin },
      });
      expect(shown.json()).toMatchObject({ data: { status: 'not_optimised', poster: null } });
      expect((await findTranscode(t.db, name))?.status).toBe('queued');
      // The original still plays as uploaded.
      expect(
        (await t.app.inject({ method: 'GET', url: `/uploads/${name}`, headers: { cookie: admin } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await t.close();
      await removeDataDir(dataDir);
    }
  }, 120_000);
});
