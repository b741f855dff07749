import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCourse, insertStudent } from '../../test/factories';
import { resetSettings, setSettings } from '../../test/settings';
import { signIn } from '../../test/sign-in';

describe('course questions and comments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const postComment = (courseId: number, payload: Record<string, unknown>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/private/courses/${String(courseId)}/comments`,
      payload,
      headers: cookie ? { cookie } : {},
    });

  it('lets a signed-in student post a comment that visitors then read as plain text, newest first', async () => {
    const course = await insertCourse(t.db);
    const student = await insertStudent(t.db, { firstname: 'Malee', lastname: 'Suk', nickname: '' });
    const cookie = await signIn(t.app, student.username);

    const first = await postComment(course.id, { body: 'Is there a certificate?' }, cookie);
    await postComment(course.id, { body: '<script>alert(1)</script>' }, cookie);

    expect(first.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: `/public/courses/${String(course.id)}/comments` });
    expect(list.json()).toMatchObject({
      total: 2,
      data: [
        { body: '<script>alert(1)</script>', author_name: 'Malee S.' },
        { body: 'Is there a certificate?' },
      ],
    });
  });

  it('asks a visitor to sign in before commenting', async () => {
    const course = await insertCourse(t.db);

    const response = await postComment(course.id, { body: 'Hello' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('refuses an answer to a comment of another course and an empty comment', async () => {
    const course = await insertCourse(t.db);
    const other = await insertCourse(t.db);
    const cookie = await signIn(t.app, (await insertStudent(t.db)).username);
    const elsewhere = (await postComment(other.id, { body: 'Elsewhere' }, cookie)).json<{
      data: { id: number };
    }>();

    const wrongParent = await postComment(course.id, { body: 'Reply', parent_id: elsewhere.data.id }, cookie);
    const empty = await postComment(course.id, { body: '   ' }, cookie);

    expect(wrongParent.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'parent_id' }] },
    });
    expect(empty.json()).toMatchObject({ error: { code: 'INPUT_ERROR', params: [{ param: 'body' }] } });
  });

  it('hides comments when the site turned them off', async () => {
    const course = await insertCourse(t.db);
    await setSettings(t.db, { is_enable_course_comment: false });

    const response = await t.app.inject({
      method: 'GET',
      url: `/public/courses/${String(course.id)}/comments`,
    });

    expect(response.statusCode).toBe(404);
    await resetSettings(t.db);
  });
});
