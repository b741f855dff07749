import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSections, lectures } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCourse, insertStudent, insertUser } from '../../test/factories';
import { enrol } from '../../test/learning-fixtures';
import { startLocalS3, type LocalS3 } from '../../test/local-s3';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { signIn } from '../../test/sign-in';
import { makeClip, videoToolsPresence } from '../media/index';
import { transcodeNextInTest, uploadAsAdmin } from '../media/video/video-test-helpers';

const tools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
const hasTools = await videoToolsPresence(tools);

describe.skipIf(!hasTools)(
  'streaming a lecture video from an S3 bucket (skipped: ffmpeg and ffprobe are not on this machine)',
  () => {
    let s3: LocalS3;
    let t: TestApp;
    let dataDir: string;
    beforeAll(async () => {
      s3 = await startLocalS3();
      dataDir = await makeDataDir();
      t = await buildTestApp({ DATA_DIR: dataDir, ...s3.env });
    }, 120_000);
    afterAll(async () => {
      await t.close();
      await s3.close();
      await removeDataDir(dataDir);
    });

    it('rewrites the playlist with the bucket’s own signed segment addresses, which the bucket serves', async () => {
      const admin = await signIn(t.app, (await insertUser(t.db, { roles: ['admin'] })).username);
      const clip = await makeClip(tools.ffmpeg, 'mp4', 4);
      const fileName = await uploadAsAdmin(t, admin, {
        filename: 'lesson.mp4',
        contentType: 'video/mp4',
        data: clip.data,
      });
      await transcodeNextInTest(t, dataDir);
      const course = await insertCourse(t.db);
      const [section] = await t.db
        .insert(courseSections)
        .values({ courseId: course.id, name: 'Start', location: 0 })
        .returning();
      const [lecture] = await t.db
        .insert(lectures)
        .values({
          sectionId: section?.id ?? 0,
          courseId: course.id,
          name: 'Lesson',
          location: 0,
          contentType: 'video',
          uploadVideoType: 'upload',
          videoUrl: fileName,
        })
        .returning();
      const learner = await insertStudent(t.db);
      await enrol(t.db, learner.id, course.id);
      const cookie = await signIn(t.app, learner.username);
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

      const stream = (await get(`/public/lectures/${String(lecture?.id)}/video-stream`)).json<{
        data: { hls: string };
      }>();
      const addresses = (text: string) =>
        text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
      const rung = addresses((await t.app.inject({ method: 'GET', url: stream.data.hls })).body)[0] ?? '';
      const segments = addresses((await t.app.inject({ method: 'GET', url: rung })).body);
      expect(segments[0]).toMatch(/^https?:\/\/.*X-Amz-Signature=/);
      const segment = await fetch(segments[0] ?? '');
      expect(segment.status).toBe(200);
      expect(segment.headers.get('content-type')).toBe('video/mp2t');
      expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }, 120_000);
  },
);
