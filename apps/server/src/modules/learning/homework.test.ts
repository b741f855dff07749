import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, insertUser } from '../../test/factories';
import {
  enrol,
  insertLearningCourse,
  storeLectureFile,
  type LearningCourse,
} from '../../test/learning-fixtures';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { sessionCookieFor } from '../../test/sessions';

const uploadHomeworkFile = async (t: TestApp, cookie: string, body: Buffer, name: string, type: string) => {
  const boundary = '----homework';
  const response = await t.app.inject({
    method: 'POST',
    url: '/private/homework/file',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return response;
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A PDF whose opening runs JavaScript (an /OpenAction of type /JavaScript). */
const PDF_WITH_SCRIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    '3 0 obj<</S/JavaScript/JS(app.alert(document.cookie))>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('homework', () => {
  let t: TestApp;
  let dataDir: string;
  let course: LearningCourse;
  let admin: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    course = await insertLearningCourse(t.db, dataDir);
    // A student past the quiz: homework sits after it.
    admin = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const pastTheQuiz = async () => {
    const user = await insertStudent(t.db);
    await enrol(t.db, user.id, course.course.id);
    const cookie = await sessionCookieFor(t.db, user.id);
    await t.app.inject({
      method: 'POST',
      url: `/private/lectures/${String(course.lectures.quiz.id)}/quiz/attempts`,
      headers: { cookie },
      payload: {
        answers: { [String(course.questions.q1.id)]: ['b'], [String(course.questions.q2.id)]: ['a', 'c'] },
      },
    });
    return { user, cookie };
  };
  const submit = (cookie: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/private/lectures/${String(course.lectures.project.id)}/homework/submissions`,
      headers: { cookie },
      payload: body,
    });

  it('takes a text and a PDF, and an administrator marks it', async () => {
    const { cookie } = await pastTheQuiz();
    const file = (await uploadHomeworkFile(t, cookie, PDF, 'work.pdf', 'application/pdf')).json<{
      fileName: string[];
    }>().fileName[0];

    const submitted = await submit(cookie, { text: 'My page is done', file_name: file });

    const id = submitted.json<{ data: { id: number } }>().data.id;
    expect(submitted.json()).toMatchObject({
      data: { status: 'submitted', text: 'My page is done', file_name: file },
    });
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/homework/submissions',
      headers: { cookie: admin },
    });
    expect(queue.json<{ data: { id: number; lecture_name: string }[] }>().data).toContainEqual(
      expect.objectContaining({ id, lecture_name: 'Project' }),
    );
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/homework/submissions/${String(id)}/mark`,
      headers: { cookie: admin },
      payload: { status: 'passed', score: 92, feedback: 'Clean work' },
    });
    expect(marked.json()).toMatchObject({ data: { status: 'passed', score: 92, feedback: 'Clean work' } });
    const own = await t.app.inject({
      method: 'GET',
      url: `/private/lectures/${String(course.lectures.project.id)}/homework`,
      headers: { cookie },
    });
    expect(own.json()).toMatchObject({
      data: { title: 'Your project', submissions: [{ id, status: 'passed', feedback: 'Clean work' }] },
    });
  });

  it("refuses an empty hand-in and another student's file", async () => {
    const { cookie } = await pastTheQuiz();
    const other = await pastTheQuiz();
    const file = (await uploadHomeworkFile(t, other.cookie, PDF, 'theirs.pdf', 'application/pdf')).json<{
      fileName: string[];
    }>().fileName[0];

    expect((await submit(cookie, { text: '' })).statusCode).toBe(400);
    expect((await submit(cookie, { text: 'copied', file_name: file })).json()).toMatchObject({
      error: { params: [{ param: 'file_name' }] },
    });
  });

  it('keeps homework closed behind the quiz, and marking to administrators', async () => {
    const user = await insertStudent(t.db);
    await enrol(t.db, user.id, course.course.id);
    const cookie = await sessionCookieFor(t.db, user.id);

    expect((await submit(cookie, { text: 'too early' })).json()).toMatchObject({
      error: { code: 'LECTURE_LOCKED' },
    });
    const byStudent = await t.app.inject({
      method: 'GET',
      url: '/api/admin/homework/submissions',
      headers: { cookie },
    });
    expect(byStudent.statusCode).toBe(403);
  });

  it("hands the administrator a student's PDF with a script as a download that runs nothing", async () => {
    const { cookie } = await pastTheQuiz();
    const file =
      (await uploadHomeworkFile(t, cookie, PDF_WITH_SCRIPT, 'my-work.html', 'application/pdf')).json<{
        fileName: string[];
      }>().fileName[0] ?? '';
    await submit(cookie, { text: 'See the file', file_name: file });

    for (const viewer of [admin, cookie]) {
      const opened = await t.app.inject({
        method: 'GET',
        url: `/uploads/${file}`,
        headers: { cookie: viewer },
      });

      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      // Saved under the name the student gave, with the extension of what it really is.
      expect(opened.headers['content-disposition']).toBe(
        `attachment; filename="${file}"; filename*=UTF-8''my-work.pdf`,
      );
      expect(opened.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(opened.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("still shows a lecture's own PDF inline to the administrator who uploaded it", async () => {
    const lectureFile = await storeLectureFile(t.db, dataDir, PDF, 'pdf', 'application/pdf');

    const opened = await t.app.inject({
      method: 'GET',
      url: `/uploads/${lectureFile}`,
      headers: { cookie: admin },
    });

    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-disposition']).toBeUndefined();
  });

  it('takes only images and PDFs as homework files', async () => {
    const { cookie } = await pastTheQuiz();

    const refused = await uploadHomeworkFile(
      t,
      cookie,
      Buffer.from('#!/bin/sh\necho hi\n'),
      'run.sh',
      'text/plain',
    );

    expect(refused.json()).toMatchObject({ error: { code: 'FILE_TYPE_NOT_ALLOWED' } });
  });
});
