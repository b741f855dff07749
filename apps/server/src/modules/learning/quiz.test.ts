import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent } from '../../test/factories';
import { enrol, insertLearningCourse, type LearningCourse } from '../../test/learning-fixtures';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { sessionCookieFor } from '../../test/sessions';

type Progress = {
  data: {
    lectures: { lectures_id: number; is_complete: boolean; is_locked: boolean; watched_seconds: number }[];
  };
};

describe('quizzes', () => {
  let t: TestApp;
  let dataDir: string;
  let course: LearningCourse;
  let resetting: LearningCourse;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    course = await insertLearningCourse(t.db, dataDir);
    resetting = await insertLearningCourse(t.db, dataDir, { resets: true });
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const learner = async (on: LearningCourse) => {
    const user = await insertStudent(t.db);
    await enrol(t.db, user.id, on.course.id);
    return { user, cookie: await sessionCookieFor(t.db, user.id) };
  };
  const answer = (cookie: string, on: LearningCourse, answers: Record<string, string[]>) =>
    t.app.inject({
      method: 'POST',
      url: `/private/lectures/${String(on.lectures.quiz.id)}/quiz/attempts`,
      headers: { cookie },
      payload: { answers },
    });
  const lectureState = async (cookie: string, userId: number, on: LearningCourse, lectureId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/private/progress/student/${String(userId)}/course/${String(on.course.id)}`,
        headers: { cookie },
      })
    )
      .json<Progress>()
      .data.lectures.find((lecture) => lecture.lectures_id === lectureId);

  it('shows the questions and choices, never which are correct', async () => {
    const { cookie } = await learner(course);

    const response = await t.app.inject({
      method: 'GET',
      url: `/private/lectures/${String(course.lectures.quiz.id)}/quiz`,
      headers: { cookie },
    });

    expect(response.json()).toMatchObject({
      data: {
        pass_percent: 50,
        must_pass: true,
        questions: [{ text: 'Two and two?', multiple: false }, { multiple: true }],
      },
    });
    expect(response.body).not.toContain('correct');
  });

  it('keeps the next lecture locked below the pass score, and opens it on a pass', async () => {
    const { user, cookie } = await learner(course);
    const { q1, q2 } = course.questions;

    const failed = await answer(cookie, course, { [String(q1.id)]: ['a'], [String(q2.id)]: ['a'] });
    expect(failed.json()).toMatchObject({ score_percent: 0, passed: false, reset_lecture_ids: [] });
    expect(await lectureState(cookie, user.id, course, course.lectures.text.id)).toMatchObject({
      is_locked: true,
    });

    const passed = await answer(cookie, course, { [String(q1.id)]: ['b'], [String(q2.id)]: ['a'] });
    expect(passed.json()).toMatchObject({ score_percent: 50, passed: true, correct: 1, total: 2 });
    expect(await lectureState(cookie, user.id, course, course.lectures.quiz.id)).toMatchObject({
      is_complete: true,
    });
    expect(await lectureState(cookie, user.id, course, course.lectures.text.id)).toMatchObject({
      is_locked: false,
    });
    const media = await t.app.inject({
      method: 'GET',
      url: `/media/lectures/${String(course.lectures.file.id)}`,
      headers: { cookie },
    });
    expect(media.statusCode).toBe(200);
  });

  it('sends its section back to the start on a failed attempt when the quiz resets progress', async () => {
    const { user, cookie } = await learner(resetting);
    await t.app.inject({
      method: 'POST',
      url: '/private/progress/report',
      headers: { cookie },
      payload: {
        course_id: resetting.course.id,
        lecture_id: resetting.lectures.paid.id,
        position_seconds: 60,
        played_seconds: 20,
      },
    });
    expect(await lectureState(cookie, user.id, resetting, resetting.lectures.paid.id)).toMatchObject({
      watched_seconds: 20,
    });

    const failed = await answer(cookie, resetting, {});

    expect(failed.json<{ reset_lecture_ids: number[] }>().reset_lecture_ids).toEqual([
      resetting.lectures.preview.id,
      resetting.lectures.paid.id,
      resetting.lectures.quiz.id,
    ]);
    expect(await lectureState(cookie, user.id, resetting, resetting.lectures.paid.id)).toMatchObject({
      watched_seconds: 0,
      is_complete: false,
    });
  });

  it('lets only enrolled students take it', async () => {
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);

    expect((await answer(cookie, course, {})).statusCode).toBe(403);
  });
});
