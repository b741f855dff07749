import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertSectionWithLectures } from '../../test/commerce-factories';
import { insertCourse, insertStudent, insertUser } from '../../test/factories';
import { enrol, insertLearningCourse, type LearningCourse } from '../../test/learning-fixtures';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { sessionCookieFor } from '../../test/sessions';
import { reportProgress } from './progress.service';

type Progress = {
  data: {
    percent: number;
    resume_lecture_id: number | null;
    lectures: {
      lectures_id: number;
      position_seconds: number;
      watched_seconds: number;
      is_complete: boolean;
      is_locked: boolean;
    }[];
  };
};

describe('learning progress', () => {
  let t: TestApp;
  let dataDir: string;
  let course: LearningCourse;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    course = await insertLearningCourse(t.db, dataDir);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const student = async (access = {}) => {
    const user = await insertStudent(t.db);
    const enrolment = await enrol(t.db, user.id, course.course.id, access);
    return { user, enrolment, cookie: await sessionCookieFor(t.db, user.id) };
  };
  const report = (cookie: string, body: Record<string, unknown>, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/private/progress/report',
      headers: { cookie, 'content-type': contentType },
      payload: JSON.stringify({ course_id: course.course.id, ...body }),
    });
  const progressOf = (cookie: string, userId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/private/progress/student/${String(userId)}/course/${String(course.course.id)}`,
      headers: { cookie },
    });

  it('remembers the position and resumes at the last lecture', async () => {
    const { user, cookie } = await student();

    await report(cookie, {
      lecture_id: course.lectures.paid.id,
      position_seconds: 42.4,
      played_seconds: 10,
      event: 'pause',
    });

    const progress = (await progressOf(cookie, user.id)).json<Progress>().data;
    expect(progress.resume_lecture_id).toBe(course.lectures.paid.id);
    expect(
      progress.lectures.find((lecture) => lecture.lectures_id === course.lectures.paid.id),
    ).toMatchObject({
      position_seconds: 42,
      watched_seconds: 10,
      is_complete: false,
    });
    const last = await t.app.inject({
      method: 'GET',
      url: `/private/progress/lasttime/${String(user.id)}/course/${String(course.course.id)}`,
      headers: { cookie },
    });
    expect(last.json()).toMatchObject({
      data: [
        {
          lectures_id: course.lectures.paid.id,
          section_id: course.lectures.paid.sectionId,
          position_seconds: 42,
        },
      ],
    });
  });

  it("shows a student's progress to them and to administrators, never to another student", async () => {
    const { user, cookie } = await student();
    const other = await student();
    const admin = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);

    expect((await progressOf(cookie, user.id)).statusCode).toBe(200);
    expect((await progressOf(admin, user.id)).statusCode).toBe(200);
    expect((await progressOf(other.cookie, user.id)).statusCode).toBe(403);
    const lastByOther = await t.app.inject({
      method: 'GET',
      url: `/private/progress/lasttime/${String(user.id)}/course/${String(course.course.id)}`,
      headers: { cookie: other.cookie },
    });
    expect(lastByOther.statusCode).toBe(403);
  });

  it('completes a video at 90% of its length played, counted at most at the speed of the clock', async () => {
    const { user } = await student();
    const start = Date.now();
    // Ten reports of 10 s, 10 s apart: 100 s played of a 100 s video.
    for (let index = 1; index <= 10; index += 1)
      await reportProgress(
        { db: t.db, cache: t.app.catalogCache },
        user,
        {
          course_id: course.course.id,
          lecture_id: course.lectures.paid.id,
          position_seconds: index * 10,
          played_seconds: 10,
          event: 'tick',
        },
        new Date(start + index * 10_000),
      );

    const lecture = (await progressOf(await sessionCookieFor(t.db, user.id), user.id))
      .json<Progress>()
      .data.lectures.find((item) => item.lectures_id === course.lectures.paid.id);
    expect(lecture).toMatchObject({ watched_seconds: 100, is_complete: true });
  });

  it('counts two tabs playing at once as one clock', async () => {
    const { user } = await student();
    const deps = { db: t.db, cache: t.app.catalogCache };
    const at = (ms: number) => new Date(Date.now() + ms);
    const tick = {
      course_id: course.course.id,
      lecture_id: course.lectures.paid.id,
      position_seconds: 10,
      played_seconds: 10,
      event: 'tick' as const,
    };

    await reportProgress(deps, user, tick, at(0));
    await reportProgress(deps, user, tick, at(5_000));
    await reportProgress(deps, user, tick, at(10_000));
    await reportProgress(deps, user, tick, at(15_000));

    const lecture = (await progressOf(await sessionCookieFor(t.db, user.id), user.id))
      .json<Progress>()
      .data.lectures.find((item) => item.lectures_id === course.lectures.paid.id);
    // 15 seconds passed; the first report of a student counts what it claims.
    expect(lecture?.watched_seconds).toBe(25);
  });

  it('takes the report a closing page sends with sendBeacon (text/plain)', async () => {
    const { user, cookie } = await student();

    const response = await report(
      cookie,
      { lecture_id: course.lectures.paid.id, position_seconds: 7, played_seconds: 3, event: 'hide' },
      'text/plain;charset=UTF-8',
    );

    expect(response.statusCode).toBe(200);
    expect(
      (await progressOf(cookie, user.id))
        .json<Progress>()
        .data.lectures.find((item) => item.lectures_id === course.lectures.paid.id)?.position_seconds,
    ).toBe(7);
  });

  it('stops an Actual plan of one hour after an hour of reported learning time', async () => {
    const { user, enrolment, cookie } = await student({
      planType: 'Actual',
      term: 1,
      termUnit: 'Hour(s)',
      learningBudgetMs: 3_600_000,
    });
    const deps = { db: t.db, cache: t.app.catalogCache };
    const start = Date.now();
    for (let index = 1; index <= 120; index += 1)
      await reportProgress(
        deps,
        user,
        {
          course_id: course.course.id,
          lecture_id: course.lectures.paid.id,
          position_seconds: 30,
          played_seconds: 30,
          event: 'tick',
        },
        new Date(start + index * 30_000),
      );

    const [spent] = await t.db.select().from(enrolments).where(eq(enrolments.id, enrolment.id));
    expect(spent?.learningSpentMs).toBe(3_600_000);
    const countdown = await t.app.inject({
      method: 'GET',
      url: `/private/course/countdowntime/${String(course.course.id)}`,
      headers: { cookie },
    });
    expect(countdown.json()).toMatchObject({ data: [{ planType: 'Actual', remaining_ms: 0 }] });
    const after = await report(cookie, {
      lecture_id: course.lectures.paid.id,
      position_seconds: 31,
      played_seconds: 1,
    });
    expect(after.json()).toMatchObject({ error: { code: 'COURSE_ACCESS_ENDED' } });
    const video = await t.app.inject({
      method: 'GET',
      url: `/media/lectures/${String(course.lectures.paid.id)}`,
      headers: { cookie },
    });
    expect(video.statusCode).toBe(403);
  });

  it('completes a text lecture when it is opened, but refuses a report of a lecture behind the quiz', async () => {
    const { cookie } = await student();

    const locked = await report(cookie, {
      lecture_id: course.lectures.text.id,
      position_seconds: 0,
      event: 'open',
    });
    const preview = await report(cookie, {
      lecture_id: course.lectures.preview.id,
      position_seconds: 1,
      played_seconds: 1,
    });

    expect(locked.json()).toMatchObject({ error: { code: 'LECTURE_LOCKED' } });
    expect(preview.json()).toMatchObject({ success: true, lecture_complete: false, remaining_ms: -1 });
  });

  it('completes a YouTube lecture when it is opened, its play time being out of our sight', async () => {
    const other = await insertCourse(t.db);
    const { lectures } = await insertSectionWithLectures(t.db, other.id, [
      {
        name: 'Talk',
        uploadVideoType: 'youtube',
        videoUrl: 'https://www.youtube-nocookie.com/embed/abc123',
        videoDurationSeconds: 600,
      },
    ]);
    const user = await insertStudent(t.db);
    await enrol(t.db, user.id, other.id);
    const cookie = await sessionCookieFor(t.db, user.id);

    const response = await t.app.inject({
      method: 'POST',
      url: '/private/progress/report',
      headers: { cookie },
      payload: { course_id: other.id, lecture_id: lectures[0]?.id, position_seconds: 0, event: 'open' },
    });

    expect(response.json()).toMatchObject({ lecture_complete: true, percent: 100 });
  });

  it('refuses a student who is not enrolled, changing nothing', async () => {
    const user = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, user.id);

    const response = await report(cookie, {
      lecture_id: course.lectures.paid.id,
      position_seconds: 5,
      played_seconds: 5,
    });

    expect(response.statusCode).toBe(403);
    expect(
      (await progressOf(cookie, user.id))
        .json<Progress>()
        .data.lectures.every((item) => item.watched_seconds === 0),
    ).toBe(true);
  });
});
