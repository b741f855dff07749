import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCourse } from '../../test/factories';
import { storeLectureFile } from '../../test/learning-fixtures';
import { mp4File } from '../../test/mp4-file';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { signedInAdmin } from '../settings/admin/settings-test-kit';
import { curriculumEditor, publicPlaylist } from './admin/curriculum-test-kit';
import { backfillLectureDurations } from './lecture-duration-backfill';

describe('the length of videos uploaded before lengths were read', () => {
  let t: TestApp;
  let dataDir: string;
  let editor: ReturnType<typeof curriculumEditor>;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    // A long cache time: the playlist is cached, so the test sees that the backfill drops it.
    t = await buildTestApp({ DATA_DIR: dataDir, CATALOG_CACHE_SECONDS: '60' });
    editor = curriculumEditor(t.app, (await signedInAdmin(t.db)).cookie);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  /** A course with one lecture of an uploaded video stored as an old upload (no length read). */
  const courseWithOldVideo = async (bytes: Buffer) => {
    const course = await insertCourse(t.db);
    const sectionId = await editor.addSection(course.id, 'Getting started');
    const video = await storeLectureFile(t.db, dataDir, bytes, 'mp4', 'video/mp4');
    const added = await editor.addLecture(course.id, {
      section_id: sectionId,
      name: 'Welcome',
      content_type: 'video',
      upload_video_type: 'upload',
      video_url: video,
      video_duration: 0,
    });
    expect(added.statusCode).toBe(200);
    return { courseId: course.id, video };
  };
  const durationsOf = async (courseId: number) =>
    (await publicPlaylist(t.app, courseId)).flatMap((section) =>
      section.lectures_list.map((lecture) => lecture.video_duration),
    );

  it('reads the length from the stored file and shows it on the lecture, instead of 0 minutes', async () => {
    const { courseId } = await courseWithOldVideo(
      mp4File({ timescale: 1000, duration: 95_400, moovAtEnd: true }),
    );
    expect(await durationsOf(courseId)).toEqual([0]);

    await backfillLectureDurations(t.app);

    expect(await durationsOf(courseId)).toEqual([95]);
  });

  it('reads each old video once: a file that states no length is recorded as read and left alone', async () => {
    const { courseId, video } = await courseWithOldVideo(Buffer.from('not really a video'));

    await backfillLectureDurations(t.app);
    const again = await backfillLectureDurations(t.app);

    expect(again.read).toBe(0);
    expect(await durationsOf(courseId)).toEqual([0]);
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.fileName, video));
    expect(row?.durationSeconds).toBe(0);
  });
});
