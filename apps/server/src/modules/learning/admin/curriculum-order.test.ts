import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseProgress, homeworkSubmissions } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertCourse, insertStudent } from '../../../test/factories';
import { enrol } from '../../../test/learning-fixtures';
import { sessionCookieFor } from '../../../test/sessions';
import { curriculumEditor } from './curriculum-test-kit';
import { latestAudit, signedInAdmin } from '../../settings/admin/settings-test-kit';

describe('reordering and deleting in the curriculum editor', () => {
  let t: TestApp;
  let editor: ReturnType<typeof curriculumEditor>;
  beforeAll(async () => {
    t = await buildTestApp({ CATALOG_CACHE_SECONDS: '60' });
    editor = curriculumEditor(t.app, (await signedInAdmin(t.db)).cookie);
  });
  afterAll(async () => {
    await t.close();
  });

  const text = (sectionId: number, name: string) => ({
    section_id: sectionId,
    name,
    content_type: 'text',
    content_text: `<p>${name}</p>`,
  });
  const lectureId = async (courseId: number, body: Record<string, unknown>) =>
    (await editor.addLecture(courseId, body)).json<{ data: { id: number } }>().data.id;
  /** A course with two sections: A (a1, a2) and B (b1). */
  const twoSections = async () => {
    const course = await insertCourse(t.db);
    const a = await editor.addSection(course.id, 'A');
    const b = await editor.addSection(course.id, 'B');
    const ids = {
      a1: await lectureId(course.id, text(a, 'a1')),
      a2: await lectureId(course.id, text(a, 'a2')),
      b1: await lectureId(course.id, text(b, 'b1')),
    };
    return { courseId: course.id, a, b, ids };
  };
  const playlistNames = async (courseId: number) =>
    (await t.app.inject({ method: 'GET', url: `/public/course/videoplaylist/${String(courseId)}` }))
      .json<{ data: { sections_name: string; lectures_list: { lectures_name: string }[] }[] }>()
      .data.map((section) => [
        section.sections_name,
        section.lectures_list.map((lecture) => lecture.lectures_name),
      ]);
  const reorder = (courseId: number, sections: { id: number; lecture_ids: number[] }[]) =>
    editor.send('PUT', `/api/admin/courses/${String(courseId)}/curriculum/order`, { sections });

  it('saves a dragged order in one call, moving a lecture to another section, and leaves other courses alone', async () => {
    const mine = await twoSections();
    const other = await twoSections();
    expect(await playlistNames(mine.courseId)).toEqual([
      ['A', ['a1', 'a2']],
      ['B', ['b1']],
    ]);

    const response = await reorder(mine.courseId, [
      { id: mine.b, lecture_ids: [mine.ids.a2, mine.ids.b1] },
      { id: mine.a, lecture_ids: [mine.ids.a1] },
    ]);

    expect(response.statusCode).toBe(200);
    expect(await playlistNames(mine.courseId)).toEqual([
      ['B', ['a2', 'b1']],
      ['A', ['a1']],
    ]);
    expect((await editor.curriculum(mine.courseId)).map((section) => section.name)).toEqual(['B', 'A']);
    expect(await playlistNames(other.courseId)).toEqual([
      ['A', ['a1', 'a2']],
      ['B', ['b1']],
    ]);
    expect(await latestAudit(t.db, 'curriculum.reorder')).toMatchObject({ entityId: String(mine.courseId) });
  });

  it('refuses an order that leaves out a lecture or takes one from another course, and keeps the old order', async () => {
    const mine = await twoSections();
    const other = await twoSections();

    const missing = await reorder(mine.courseId, [
      { id: mine.b, lecture_ids: [mine.ids.b1] },
      { id: mine.a, lecture_ids: [mine.ids.a1] },
    ]);
    const foreign = await reorder(mine.courseId, [
      { id: mine.a, lecture_ids: [mine.ids.a1, mine.ids.a2, other.ids.a1] },
      { id: mine.b, lecture_ids: [mine.ids.b1] },
    ]);

    expect([missing.statusCode, foreign.statusCode]).toEqual([400, 400]);
    expect(await playlistNames(mine.courseId)).toEqual([
      ['A', ['a1', 'a2']],
      ['B', ['b1']],
    ]);
    expect(await playlistNames(other.courseId)).toEqual([
      ['A', ['a1', 'a2']],
      ['B', ['b1']],
    ]);
  });

  it('uses a saved pass score: the same answers fail at 100% and pass once it is lowered to 50%', async () => {
    const course = await insertCourse(t.db);
    const sectionId = await editor.addSection(course.id, 'Quiz');
    const quiz = (pass: number) => ({
      section_id: sectionId,
      name: 'Quiz',
      content_type: 'quiz',
      score_pass_quiz: pass,
      quiz: {
        title: 'Two questions',
        questions: [
          { text: 'One', choices: ['right', 'wrong'], correct_choice: 0 },
          { text: 'Two', choices: ['wrong', 'right'], correct_choice: 1 },
        ],
      },
    });
    const id = await lectureId(course.id, quiz(100));
    const student = await insertStudent(t.db);
    await enrol(t.db, student.id, course.id);
    const cookie = await sessionCookieFor(t.db, student.id);
    const attempt = async () => {
      const view = (
        await t.app.inject({
          method: 'GET',
          url: `/private/lectures/${String(id)}/quiz`,
          headers: { cookie },
        })
      ).json<{ data: { questions: { id: number; choices: { id: string; text: string }[] }[] } }>().data;
      const [first, second] = view.questions;
      // The first answered right, the second wrong: 50%.
      const answers = {
        [String(first?.id)]: [first?.choices.find((choice) => choice.text === 'right')?.id ?? ''],
        [String(second?.id)]: [second?.choices.find((choice) => choice.text === 'wrong')?.id ?? ''],
      };
      const attempted = await t.app.inject({
        method: 'POST',
        url: `/private/lectures/${String(id)}/quiz/attempts`,
        headers: { cookie },
        payload: { answers },
      });
      return attempted.json<{ score_percent: number; passed: boolean }>();
    };

    expect(await attempt()).toMatchObject({ score_percent: 50, passed: false });
    await editor.send('PUT', `/api/admin/curriculum/lectures/${String(id)}`, quiz(50));
    expect(await attempt()).toMatchObject({ score_percent: 50, passed: true });
  });

  it("deletes a lecture a student has progress on and drops it from the student's progress", async () => {
    const course = await insertCourse(t.db);
    const sectionId = await editor.addSection(course.id, 'S');
    const keep = await lectureId(course.id, text(sectionId, 'keep'));
    const gone = await lectureId(course.id, {
      section_id: sectionId,
      name: 'Homework',
      content_type: 'homework',
      homework: { title: 'Write', instructions: 'Write something' },
    });
    const student = await insertStudent(t.db);
    await enrol(t.db, student.id, course.id);
    const cookie = await sessionCookieFor(t.db, student.id);
    await t.app.inject({
      method: 'POST',
      url: `/private/lectures/${String(gone)}/homework/submissions`,
      headers: { cookie },
      payload: { text: 'My answer' },
    });
    const progressOf = async () =>
      (
        await t.db
          .select()
          .from(courseProgress)
          .where(and(eq(courseProgress.userId, student.id), eq(courseProgress.courseId, course.id)))
      )[0];
    expect(Object.keys((await progressOf())?.lectures ?? {})).toEqual([String(gone)]);

    const response = await editor.send('DELETE', `/api/admin/curriculum/lectures/${String(gone)}`);

    expect(response.statusCode).toBe(200);
    expect(await progressOf()).toMatchObject({ lectures: {}, lastLectureId: null });
    expect(
      await t.db.select().from(homeworkSubmissions).where(eq(homeworkSubmissions.lectureId, gone)),
    ).toEqual([]);
    expect((await editor.curriculum(course.id))[0]?.lectures.map((lecture) => lecture.id)).toEqual([keep]);
  });
});
