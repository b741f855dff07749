import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSections, enrolments, lectures, videoStreamGrants } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCourse, insertStudent, insertUser } from '../../test/factories';
import { enrol } from '../../test/learning-fixtures';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { signIn } from '../../test/sign-in';
import { makeClip, videoToolsPresence } from '../media/index';
import { transcodeNextInTest, uploadAsAdmin } from '../media/video/video-test-helpers';

const tools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
const hasTools = await videoToolsPresence(tools);

type Stream = {
  status: string;
  original: string;
  hls: string | null;
  poster: string | null;
  expires_at: string | null;
  viewer_email: string | null;
};

describe.skipIf(!hasTools)(
  'signed streaming addresses of a lecture video (skipped: ffmpeg and ffprobe are not on this machine)',
  () => {
    let t: TestApp;
    let dataDir: string;
    let student: { id: number; cookie: string };
    let stranger: string;
    let paidLecture: number;
    let previewLecture: number;
    let courseId: number;

    const upload = async (admin: string) => {
      const clip = await makeClip(tools.ffmpeg, 'mp4', 8);
      return uploadAsAdmin(t, admin, { filename: 'lesson.mp4', contentType: 'video/mp4', data: clip.data });
    };

    beforeAll(async () => {
      dataDir = await makeDataDir();
      t = await buildTestApp({ DATA_DIR: dataDir });
      const admin = await signIn(t.app, (await insertUser(t.db, { roles: ['admin'] })).username);
      const fileName = await upload(admin);
      const course = await insertCourse(t.db);
      courseId = course.id;
      const [section] = await t.db
        .insert(courseSections)
        .values({ courseId, name: 'Start', location: 0 })
        .returning();
      const lecture = {
        sectionId: section?.id ?? 0,
        courseId,
        contentType: 'video',
        uploadVideoType: 'upload',
        videoUrl: fileName,
      };
      const rows = await t.db
        .insert(lectures)
        .values([
          { ...lecture, name: 'Welcome', location: 0, isPreview: true },
          { ...lecture, name: 'Lesson', location: 1 },
        ])
        .returning();
      previewLecture = rows[0]?.id ?? 0;
      paidLecture = rows[1]?.id ?? 0;
      const learner = await insertStudent(t.db);
      await enrol(t.db, learner.id, courseId);
      student = { id: learner.id, cookie: await signIn(t.app, learner.username) };
      stranger = await signIn(t.app, (await insertStudent(t.db)).username);
    }, 120_000);
    afterAll(async () => {
      await t.close();
      await removeDataDir(dataDir);
    });

    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const streamOf = async (lectureId: number, cookie?: string) => {
      const response = await get(`/public/lectures/${String(lectureId)}/video-stream`, cookie);
      return { statusCode: response.statusCode, stream: response.json<{ data?: Stream }>().data };
    };
    const transcode = () => transcodeNextInTest(t, dataDir);
    const addresses = (playlist: string) =>
      playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));

    it('plays the original until the video is transcoded, then gives addresses that carry a token', async () => {
      const before = await streamOf(paidLecture, student.cookie);
      expect(before.stream).toMatchObject({
        status: 'queued',
        original: `/media/lectures/${String(paidLecture)}`,
        hls: null,
      });
      await transcode();
      const after = await streamOf(paidLecture, student.cookie);
      expect(after.stream?.status).toBe('ready');
      expect(after.stream?.hls).toMatch(/\/stream\/[0-9a-f]{32}-hls\.m3u8\?token=/);
      expect(after.stream?.poster).toMatch(/-poster\.jpg\?token=/);
      // The student's e-mail, drawn moving over the picture.
      expect(after.stream?.viewer_email).toMatch(/@/);
    }, 120_000);

    it('serves the enrolled student the playlists rewritten with signed addresses, and the segments', async () => {
      const { stream } = await streamOf(paidLecture, student.cookie);
      // Safari's player sends no cookie or header of ours: the token alone opens every address.
      const master = await get(stream?.hls ?? '');
      expect(master.statusCode).toBe(200);
      expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
      expect(master.headers['cache-control']).toBe('private, no-store');
      const rungs = addresses(master.body);
      expect(rungs).toHaveLength(3);
      for (const rung of rungs)
        expect(rung).toMatch(/^\/media\/lectures\/\d+\/stream\/[0-9a-f]{32}-\d+p\.m3u8\?token=/);
      const playlist = await get(rungs[0] ?? '');
      const segments = addresses(playlist.body);
      expect(segments.length).toBeGreaterThanOrEqual(2);
      const segment = await get(segments[0] ?? '');
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.headers['cache-control']).toContain('immutable');
      expect(segment.rawPayload.length).toBeGreaterThan(1000);
    }, 60_000);

    it('refuses the addresses to a student not enrolled, and a segment whose name is not this video’s', async () => {
      expect((await streamOf(paidLecture, stranger)).statusCode).toBe(403);
      expect((await streamOf(paidLecture)).statusCode).toBe(401);
      const { stream } = await streamOf(paidLecture, student.cookie);
      const token = new URL(stream?.hls ?? '', 'http://shop').searchParams.get('token') ?? '';
      const other = await get(
        `/media/lectures/${String(paidLecture)}/stream/${'a'.repeat(32)}-360p-00000.ts?token=${token}`,
      );
      expect(other.statusCode).toBe(404);
      const forged = await get((stream?.hls ?? '').replace(/token=[^&]+/, `token=${'x'.repeat(43)}`));
      expect(forged.statusCode).toBe(403);
    }, 60_000);

    it('stops an address once it has expired, whoever holds it', async () => {
      const { stream } = await streamOf(paidLecture, student.cookie);
      expect(new Date(stream?.expires_at ?? 0).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
      const master = await get(stream?.hls ?? '');
      const rung = addresses(master.body)[0] ?? '';
      expect((await get(rung)).statusCode).toBe(200);
      // Ten minutes later: the grant has ended.
      await t.db.update(videoStreamGrants).set({ expiresAt: new Date(Date.now() - 1_000) });
      expect((await get(rung)).statusCode).toBe(403);
      expect((await get(stream?.hls ?? '')).statusCode).toBe(403);
    }, 60_000);

    it('stops at the next segment once the student’s enrolment is revoked', async () => {
      const { stream } = await streamOf(paidLecture, student.cookie);
      const rung = addresses((await get(stream?.hls ?? '')).body)[0] ?? '';
      const segments = addresses((await get(rung)).body);
      expect((await get(segments[0] ?? '')).statusCode).toBe(200);
      await t.db.update(enrolments).set({ status: 'revoked' }).where(eq(enrolments.userId, student.id));
      expect((await get(segments[1] ?? '')).statusCode).toBe(403);
      await t.db.update(enrolments).set({ status: 'active' }).where(eq(enrolments.userId, student.id));
    }, 60_000);

    it('streams a preview lecture to anyone, signed in or not', async () => {
      const { statusCode, stream } = await streamOf(previewLecture);
      expect(statusCode).toBe(200);
      // No one signed in: no e-mail to draw over the video.
      expect(stream?.viewer_email).toBeNull();
      const rung = addresses((await get(stream?.hls ?? '')).body)[0] ?? '';
      const segment = addresses((await get(rung)).body)[0] ?? '';
      expect((await get(segment)).statusCode).toBe(200);
    }, 60_000);
  },
);
