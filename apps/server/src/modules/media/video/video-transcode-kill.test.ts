import { randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../../db/tables';
import { createLocalFileStorage } from '../../../lib/storage/local-file-storage';
import { insertUser } from '../../../test/factories';
import {
  prepareServerProcessDatabase,
  type ServerProcessDatabase,
} from '../../../test/server-process-database';
import { startServerProcess, type ServerProcess } from '../../../test/server-process';
import { sessionCookieFor } from '../../../test/sessions';
import { makeClip } from './video-clips';
import { readStreams } from './probe-video';
import { videoToolsPresence, type VideoTools } from './video-tools';
import { findTranscode, queueTranscode } from './video-transcodes.repository';

const tools: VideoTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
const hasTools = await videoToolsPresence(tools);
/**
 * Long enough for the first process to be killed mid-transcode on a fast machine: its first
 * segment (6 s of the lowest rung) is written long before the other rungs, the small MP4 and the
 * sound are done.
 */
const CLIP_SECONDS = 12;
/** Short, so the second process takes the job over soon; longer than a progress report's gap. */
const LEASE_SECONDS = 5;

const waitFor = async <T>(
  what: string,
  check: () => Promise<T | null>,
  timeoutMs: number,
  log: () => string,
) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await check();
    if (answer !== null) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not happen within ${String(timeoutMs)} ms:\n${log().slice(-3000)}`);
};

const probe = (file: string) => readStreams(tools, file);

describe.skipIf(!hasTools)('a transcode whose server process is killed with kill -9', () => {
  let database: ServerProcessDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await prepareServerProcessDatabase();
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await database.dispose();
  });

  it(
    'is taken over by the next process once its lease has passed, ends ready once with complete outputs, and leaves no work folder or half-written file',
    { timeout: 600_000 },
    async () => {
      const { dataDir } = database;
      const uploadsDir = path.join(dataDir, 'uploads');
      const workDir = path.join(dataDir, 'transcoding');
      const clip = await makeClip(tools.ffmpeg, 'mp4', CLIP_SECONDS, await mkdtempIn(dataDir));
      const stem = randomBytes(16).toString('hex');
      const name = `${stem}.mp4`;
      await createLocalFileStorage(uploadsDir).save(name, clip.data);
      const admin = await insertUser(database.db, { roles: ['admin'] });
      await database.db.insert(mediaFiles).values({
        fileName: name,
        originalName: 'lecture.mp4',
        mimeType: 'video/mp4',
        kind: 'video',
        visibility: 'private',
        sizeBytes: clip.data.length,
        uploadedBy: admin.id,
      });
      await queueTranscode(database.db, name);
      const cookie = await sessionCookieFor(database.db, admin.id);
      const env = {
        ...database.env,
        TRANSCODE_LEASE_SECONDS: String(LEASE_SECONDS),
        LOG_LEVEL: 'info',
      };
      await database.handOver();

      const first = await startServerProcess(env);
      server = first;
      // Some progress: ffmpeg has written segments into the job's first work folder.
      const firstTry = await waitFor(
        'the first process starting the transcode',
        async () => {
          const folders = await readdir(workDir).catch(() => []);
          const folder = folders.find((entry) => /^job-\d+-try-1$/.test(entry));
          if (!folder) return null;
          const files = await readdir(path.join(workDir, folder)).catch(() => []);
          return files.some((file) => file.endsWith('.ts')) ? folder : null;
        },
        240_000,
        () => first.output(),
      );
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      expect(await readdir(workDir)).toContain(firstTry);
      // A process killed while storing an output leaves that file's unfinished copy beside the
      // upload, under the name the next try's save of the same output writes to.
      const unfinished = `.${stem}-360p-00000.ts.partial`;
      await writeFile(path.join(uploadsDir, unfinished), Buffer.alloc(1000, 7));

      const second = await startServerProcess(env);
      server = second;
      const status = async () => {
        const response = await fetch(`${second.baseUrl}/api/admin/media/videos/${name}/transcode`, {
          headers: { cookie },
        });
        if (!response.ok) throw new Error(`status ${String(response.status)}: ${await response.text()}`);
        const answer = (await response.json()) as { data?: { status: string } };
        return answer.data?.status === 'ready' ? answer.data : null;
      };
      const ready = await waitFor('the second process finishing the transcode', status, 400_000, () =>
        second.output(),
      );
      expect(ready).toMatchObject({ status: 'ready', progress_percent: 100, rungs: [360, 540, 720] });
      expect(ready).toMatchObject({ duration_seconds: CLIP_SECONDS });
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      server = undefined;
      const db = await database.reopen();

      // Taken once more, as its second try, after the first one's lease.
      const job = await findTranscode(db, name);
      expect(job).toMatchObject({ status: 'ready', attempts: 2, error: null });
      const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.fileName, name));
      expect(file?.durationSeconds).toBe(CLIP_SECONDS);
      const variants = file?.variants ?? {};

      // Every rung plays to the end, from its playlist through its stored segments.
      for (const rung of [360, 540, 720]) {
        const playlist = await probe(path.join(uploadsDir, variants[`video:hls:${String(rung)}p`] ?? 'none'));
        expect(Number(playlist.format.duration)).toBeCloseTo(CLIP_SECONDS, 0);
        expect(playlist.streams.find((stream) => stream.codec_type === 'video')).toMatchObject({
          codec_name: 'h264',
          height: rung,
        });
      }
      const small = await probe(path.join(uploadsDir, variants['video:progressive'] ?? 'none'));
      expect(Number(small.format.duration)).toBeCloseTo(CLIP_SECONDS, 0);
      const audio = await probe(path.join(uploadsDir, variants['video:audio'] ?? 'none'));
      expect(audio.streams.map((stream) => stream.codec_name)).toEqual(['aac']);
      const poster = await probe(path.join(uploadsDir, variants['video:poster'] ?? 'none'));
      expect(poster.streams[0]?.codec_name).toBe('mjpeg');

      // Nothing of the killed try is left: no work folder, no unfinished output.
      expect(await readdir(workDir)).toEqual([]);
      expect((await readdir(uploadsDir)).filter((entry) => entry.endsWith('.partial'))).toEqual([]);
    },
  );
});

const mkdtempIn = async (dataDir: string) => {
  const folder = path.join(dataDir, 'clip');
  await mkdir(folder, { recursive: true });
  return folder;
};
