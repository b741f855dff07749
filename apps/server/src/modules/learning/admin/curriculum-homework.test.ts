import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertCourse, insertStudent } from '../../../test/factories';
import { enrol } from '../../../test/learning-fixtures';
import { sessionCookieFor } from '../../../test/sessions';
import { curriculumEditor } from './curriculum-test-kit';
import { latestAudit, signedInAdmin } from '../../settings/admin/settings-test-kit';

type Queue = { data: { id: number; text: string; feedback: string; lecture_name: string }[]; total: number };

describe('the homework marking queue', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAdmin(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const queue = async (status: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/homework/submissions?status=${status}`,
        headers: { cookie: admin.cookie },
      })
    ).json<Queue>();

  it('lists homework handed in on a lecture made in the editor, and a mark with its comment reaches the student', async () => {
    const editor = curriculumEditor(t.app, admin.cookie);
    const course = await insertCourse(t.db);
    const sectionId = await editor.addSection(course.id, 'Work');
    const lectureId = (
      await editor.addLecture(course.id, {
        section_id: sectionId,
        name: 'Essay',
        content_type: 'homework',
        homework: { title: 'Essay', instructions: 'Write 100 words' },
      })
    ).json<{ data: { id: number } }>().data.id;
    const student = await insertStudent(t.db);
    await enrol(t.db, student.id, course.id);
    const cookie = await sessionCookieFor(t.db, student.id);
    await t.app.inject({
      method: 'POST',
      url: `/private/lectures/${String(lectureId)}/homework/submissions`,
      headers: { cookie },
      payload: { text: 'My essay' },
    });

    const waiting = (await queue('submitted')).data.find((row) => row.lecture_name === 'Essay');
    expect(waiting).toMatchObject({ text: 'My essay' });

    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/homework/submissions/${String(waiting?.id)}/mark`,
      headers: { cookie: admin.cookie },
      payload: { status: 'failed', feedback: 'Too short' },
    });

    expect(marked.statusCode).toBe(200);
    expect((await queue('submitted')).data.some((row) => row.id === waiting?.id)).toBe(false);
    expect((await queue('failed')).data).toContainEqual(
      expect.objectContaining({ id: waiting?.id, feedback: 'Too short' }),
    );
    const own = await t.app.inject({
      method: 'GET',
      url: `/private/lectures/${String(lectureId)}/homework`,
      headers: { cookie },
    });
    expect(own.json()).toMatchObject({
      data: { submissions: [{ status: 'failed', feedback: 'Too short' }] },
    });
    expect(await latestAudit(t.db, 'homework_submission.mark')).toMatchObject({
      actorUserId: admin.id,
      entityId: String(waiting?.id),
      after: { status: 'failed', feedback: 'Too short' },
    });
  });
});
