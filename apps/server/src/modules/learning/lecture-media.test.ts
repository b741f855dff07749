import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, insertUser } from '../../test/factories';
import { enrol, insertLearningCourse, type LearningCourse } from '../../test/learning-fixtures';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { sessionCookieFor } from '../../test/sessions';

type Playlist = {
  data: {
    lectures_list: {
      lectures_id: number;
      video_url: string | null;
      content_text: string | null;
      is_locked: boolean;
    }[];
  }[];
};

describe('lecture media', () => {
  let t: TestApp;
  let dataDir: string;
  let course: LearningCourse;
  let enrolled: string;
  let stranger: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    course = await insertLearningCourse(t.db, dataDir);
    const student = await insertStudent(t.db);
    await enrol(t.db, student.id, course.course.id);
    enrolled = await sessionCookieFor(t.db, student.id);
    stranger = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const media = (lectureId: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/media/lectures/${String(lectureId)}`, headers });

  it('plays a preview lecture to anyone and a paid one only to an enrolled student', async () => {
    const preview = await media(course.lectures.preview.id);
    const toVisitor = await media(course.lectures.paid.id);
    const toStranger = await media(course.lectures.paid.id, { cookie: stranger });
    const toStudent = await media(course.lectures.paid.id, { cookie: enrolled });

    expect([preview.statusCode, toVisitor.statusCode, toStranger.statusCode, toStudent.statusCode]).toEqual([
      200, 401, 403, 200,
    ]);
    expect(toStudent.headers['content-type']).toBe('video/mp4');
    expect(toStudent.headers['cache-control']).toBe('private, no-store');
    expect(toStudent.rawPayload.equals(course.video)).toBe(true);
  });

  it('answers a range request with 206 and exactly those bytes, so a video seeks', async () => {
    const response = await media(course.lectures.paid.id, { cookie: enrolled, range: 'bytes=1000-1999' });

    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${String(course.video.length)}`);
    expect(response.rawPayload.equals(course.video.subarray(1000, 2000))).toBe(true);
  });

  it("serves a lecture's stored file by its upload name to administrators only", async () => {
    const name = course.lectures.paid.videoUrl?.replace('/uploads/', '') ?? '';
    const admin = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);

    const byStudent = await t.app.inject({
      method: 'GET',
      url: `/uploads/${name}`,
      headers: { cookie: enrolled },
    });
    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/uploads/${name}`,
      headers: { cookie: admin },
    });

    expect(byStudent.statusCode).toBe(404);
    expect(byAdmin.statusCode).toBe(200);
  });

  it('keeps the lectures after a quiz to pass locked, media included', async () => {
    const response = await media(course.lectures.file.id, { cookie: enrolled });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'LECTURE_LOCKED' } });
  });

  it('gives the playlist playable addresses only where the viewer may play, and sanitised text', async () => {
    const visitor = (
      await t.app.inject({ method: 'GET', url: `/public/course/videoplaylist/${String(course.course.id)}` })
    ).json<Playlist>();
    const student = (
      await t.app.inject({
        method: 'GET',
        url: `/public/course/videoplaylist/${String(course.course.id)}`,
        headers: { cookie: enrolled },
      })
    ).json<Playlist>();

    const visitorLectures = visitor.data.flatMap((section) => section.lectures_list);
    const studentLectures = student.data.flatMap((section) => section.lectures_list);
    expect(
      visitorLectures.filter((lecture) => lecture.video_url !== null).map((lecture) => lecture.lectures_id),
    ).toEqual([course.lectures.preview.id]);
    expect(
      studentLectures.find((lecture) => lecture.lectures_id === course.lectures.paid.id)?.video_url,
    ).toBe(`/media/lectures/${String(course.lectures.paid.id)}`);
    expect(studentLectures.find((lecture) => lecture.lectures_id === course.lectures.text.id)).toMatchObject({
      content_text: '<p>Read me</p>',
      is_locked: true,
    });
  });

  it('stops the media when the enrolment has ended', async () => {
    const student = await insertStudent(t.db);
    await enrol(t.db, student.id, course.course.id, {
      planType: 'Period',
      expiresAt: new Date(Date.now() - 1_000),
    });

    const response = await media(course.lectures.paid.id, {
      cookie: await sessionCookieFor(t.db, student.id),
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'COURSE_ACCESS_ENDED' } });
  });
});
