import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent } from '../../test/factories';
import { enrol, insertLearningCourse, type LearningCourse } from '../../test/learning-fixtures';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { sessionCookieFor } from '../../test/sessions';
import type { SessionUserRow } from '../../plugins/session';
import { reportProgress } from './progress.service';

type MyCourse = {
  course_id: number;
  percent: number;
  can_learn: boolean;
  remaining_ms: number;
  resume_lecture_id: number | null;
  is_complete: boolean;
};

describe('my courses and the certificate', () => {
  let t: TestApp;
  let dataDir: string;
  let course: LearningCourse;
  let other: LearningCourse;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    course = await insertLearningCourse(t.db, dataDir);
    other = await insertLearningCourse(t.db, dataDir);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  /** Does every lecture of the course as a student would. */
  const finish = async (user: SessionUserRow, cookie: string, on: LearningCourse) => {
    const report = (lectureId: number, body: Record<string, unknown>) =>
      post(cookie, '/private/progress/report', {
        course_id: on.course.id,
        lecture_id: lectureId,
        position_seconds: 0,
        ...body,
      });
    await report(on.lectures.preview.id, { played_seconds: 8, position_seconds: 8 });
    // Play time counts against the clock, so the 100-second video is watched over 100 seconds.
    const start = Date.now() + 1_000;
    for (let index = 1; index <= 10; index += 1)
      await reportProgress(
        { db: t.db, cache: t.app.catalogCache },
        user,
        {
          course_id: on.course.id,
          lecture_id: on.lectures.paid.id,
          position_seconds: index * 10,
          played_seconds: 10,
          event: 'tick',
        },
        new Date(start + index * 10_000),
      );
    await post(cookie, `/private/lectures/${String(on.lectures.quiz.id)}/quiz/attempts`, {
      answers: { [String(on.questions.q1.id)]: ['b'], [String(on.questions.q2.id)]: ['a', 'c'] },
    });
    await report(on.lectures.text.id, { event: 'open' });
    await report(on.lectures.file.id, { event: 'open' });
    await post(cookie, `/private/lectures/${String(on.lectures.project.id)}/homework/submissions`, {
      text: 'done',
    });
  };

  it('lists the open courses first, with percent, time left and where to continue', async () => {
    const user = await insertStudent(t.db);
    await enrol(t.db, user.id, course.course.id, {
      planType: 'Period',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await enrol(t.db, user.id, other.course.id, {
      planType: 'Period',
      expiresAt: new Date(Date.now() - 1_000),
    });
    const cookie = await sessionCookieFor(t.db, user.id);
    await post(cookie, '/private/progress/report', {
      course_id: course.course.id,
      lecture_id: course.lectures.preview.id,
      position_seconds: 8,
      played_seconds: 8,
    });

    const mine = (
      await t.app.inject({ method: 'GET', url: '/private/my-courses', headers: { cookie } })
    ).json<{ data: MyCourse[] }>().data;

    expect(mine.map((item) => item.course_id)).toEqual([course.course.id, other.course.id]);
    expect(mine[0]).toMatchObject({
      percent: 16,
      can_learn: true,
      resume_lecture_id: course.lectures.preview.id,
    });
    expect(mine[0]?.remaining_ms).toBeGreaterThan(86_000_000);
    expect(mine[1]).toMatchObject({ can_learn: false, remaining_ms: 0 });
  });

  it('gives the certificate only once the course is complete, with one number however often it is downloaded', async () => {
    const user = await insertStudent(t.db, {
      firstname: 'สมหญิง',
      lastname: 'เรียนดี',
      firstnameEng: 'Somying',
      lastnameEng: 'Riandee',
    });
    await enrol(t.db, user.id, course.course.id);
    const cookie = await sessionCookieFor(t.db, user.id);
    const certificate = (lang: string) =>
      t.app.inject({
        method: 'GET',
        url: `/private/courses/${String(course.course.id)}/certificate?lang=${lang}`,
        headers: { cookie },
      });

    expect((await certificate('th')).json()).toMatchObject({ error: { code: 'COURSE_NOT_COMPLETE' } });
    await finish(user, cookie, course);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/private/my-courses', headers: { cookie } })
    ).json<{ data: MyCourse[] }>().data;
    expect(mine[0]).toMatchObject({ percent: 100, is_complete: true });

    const thai = await certificate('th');
    const english = await certificate('en');
    expect(thai.headers['content-type']).toBe('application/pdf');
    expect(thai.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const name = (response: typeof thai) =>
      /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1];
    expect(name(thai)).toMatch(/^CS-\d{4}-\d{6}-th\.pdf$/);
    expect(name(english)?.replace('-en.pdf', '')).toBe(name(thai)?.replace('-th.pdf', ''));
  });

  it('gives nothing to a student who was never enrolled', async () => {
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);

    const response = await t.app.inject({
      method: 'GET',
      url: `/private/courses/${String(course.course.id)}/certificate`,
      headers: { cookie },
    });

    expect(response.statusCode).toBe(404);
  });
});
