import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SHELL } from '../../../test/app-shell';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertCourse, insertUser } from '../../../test/factories';
import { makeDataDir, removeDataDir } from '../../../test/read-mail';
import { signIn } from '../../../test/sign-in';
import { curriculumEditor, publicPlaylist } from '../../learning/admin/curriculum-test-kit';
import { makeClip } from './video-clips';
import { videoToolsPresence, type VideoTools } from './video-tools';
import { transcodeNextInTest, uploadAsAdmin } from './video-test-helpers';

const tools: VideoTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
const hasTools = await videoToolsPresence(tools);
const CLIP_SECONDS = 5;

/** The JSON-LD course instance the server-rendered course page states. */
const courseInstanceOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>)
    .filter((thing) => thing['@type'] === 'Course')
    .flatMap((thing) => thing.hasCourseInstance as Record<string, unknown>[])[0];

describe.skipIf(!hasTools)('a lecture video uploaded in the back office, once transcoded', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    // The catalogue cache on, as in production (tests turn it off by default).
    t = await buildTestApp({ DATA_DIR: dataDir, CATALOG_CACHE_SECONDS: '60' }, { webShell: APP_SHELL });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  it('gives the curriculum and the course page its length, even when they were read while it was processing', async () => {
    const admin = await signIn(t.app, (await insertUser(t.db, { roles: ['admin'] })).username);
    const course = await insertCourse(t.db, { slug: 'editing' });
    const editor = curriculumEditor(t.app, admin);
    const sectionId = await editor.addSection(course.id, 'Cutting');
    // An AVI: its length cannot be read at upload, only by the transcode.
    const clip = await makeClip(tools.ffmpeg, 'avi', CLIP_SECONDS);
    await rm(path.dirname(clip.file), { recursive: true, force: true });
    const name = await uploadAsAdmin(t, admin, {
      filename: 'first-cut.avi',
      contentType: 'video/x-msvideo',
      data: clip.data,
    });
    const saved = await editor.addLecture(course.id, {
      section_id: sectionId,
      name: 'The first cut',
      content_type: 'video',
      upload_video_type: 'upload',
      video_url: name,
      video_duration: 0,
      is_preview: false,
    });
    expect(saved.statusCode).toBe(200);
    const coursePage = async () =>
      (await t.app.inject({ method: 'GET', url: `/course/${String(course.id)}-editing` })).body;
    // Visitors open the course while the video is processing: no length yet, and the answers
    // are kept in the catalogue cache.
    expect((await publicPlaylist(t.app, course.id))[0]?.lectures_list[0]?.video_duration).toBe(0);
    expect(courseInstanceOf(await coursePage())).not.toHaveProperty('courseWorkload');

    await transcodeNextInTest(t, dataDir);

    const curriculum = await t.app.inject({
      method: 'GET',
      url: `/public/course/videoplaylist/${String(course.id)}`,
    });
    expect(curriculum.json()).toMatchObject({
      data: [
        {
          lectures_list: [{ lectures_name: 'The first cut', video_duration: CLIP_SECONDS }],
          dataResult: { lecture_count: 1, video_seconds: CLIP_SECONDS },
        },
      ],
    });
    // The course page states the course's total length (in whole minutes, at least one).
    expect(courseInstanceOf(await coursePage())).toMatchObject({ courseWorkload: 'PT1M' });
    expect((await editor.curriculum(course.id))[0]?.lectures[0]?.video_duration).toBe(CLIP_SECONDS);
  }, 120_000);
});
