import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDayEnd } from '@shop/domain/reports/shop-calendar';
import { auditLog, enrolments } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertCourse, insertStudent, insertUser } from '../../../test/factories';
import { enrol } from '../../../test/learning-fixtures';
import { sessionCookieFor } from '../../../test/sessions';

const HOUR = 3_600_000;
const DAY = 86_400_000;

type MyCourse = { course_id: number; can_learn: boolean; remaining_ms: number };
type Enrolment = { id: number; status: string; expires_at: string | null; remaining_ms: number };

describe("an administrator changes a student's enrolments", () => {
  let t: TestApp;
  let adminId: number;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    adminId = (await insertUser(t.db, { roles: ['admin'] })).id;
    admin = await sessionCookieFor(t.db, adminId);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });

  const myCourses = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/private/my-courses', headers: { cookie } })).json<{
      data: MyCourse[];
    }>().data;

  const auditOf = (action: string, entityId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

  const studentWithCookie = async () => {
    const student = await insertStudent(t.db);
    return { student, cookie: await sessionCookieFor(t.db, student.id) };
  };

  it('grants a course without an order, which the student can then open in My courses; audited', async () => {
    const { student, cookie } = await studentWithCookie();
    const course = await insertCourse(t.db);
    expect(await myCourses(cookie)).toEqual([]);

    const response = await post(`/api/admin/students/${String(student.id)}/enrolments`, {
      course_id: course.id,
      plan_type: 'Period',
      term: 30,
      term_unit: 'Day(s)',
      reason: 'Scholarship',
    });

    expect(response.statusCode).toBe(200);
    const granted = response.json<{ data: Enrolment & { order_id: number | null } }>().data;
    expect(granted).toMatchObject({ status: 'active', order_id: null, plan_type: 'Period' });
    expect(granted.remaining_ms).toBeGreaterThan(30 * DAY - 120_000);
    expect(await myCourses(cookie)).toMatchObject([{ course_id: course.id, can_learn: true }]);
    const [audit] = await auditOf('enrolment.grant', granted.id);
    expect(audit).toMatchObject({
      actorUserId: adminId,
      entityType: 'enrolment',
      after: { user_id: student.id, course_id: course.id, reason: 'Scholarship' },
    });
  });

  it('grants unlimited access with a One-Time Payment plan and learning time with an Actual plan', async () => {
    const { student } = await studentWithCookie();
    const course = await insertCourse(t.db);
    const url = `/api/admin/students/${String(student.id)}/enrolments`;

    const unlimited = await post(url, { course_id: course.id, plan_type: 'One-Time Payment' });
    const actual = await post(url, {
      course_id: course.id,
      plan_type: 'Actual',
      term: 5,
      term_unit: 'Hour(s)',
    });

    expect(unlimited.json()).toMatchObject({ data: { remaining_ms: -1, expires_at: null } });
    expect(actual.json()).toMatchObject({ data: { learning_budget_ms: 5 * HOUR, remaining_ms: 5 * HOUR } });
  });

  it('refuses a Period grant without a term, naming the field', async () => {
    const { student } = await studentWithCookie();
    const course = await insertCourse(t.db);

    const response = await post(`/api/admin/students/${String(student.id)}/enrolments`, {
      course_id: course.id,
      plan_type: 'Period',
      term_unit: 'Day(s)',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INPUT_ERROR', params: [{ param: 'term' }] } });
  });

  it('refuses to grant a product, and an unknown course or student', async () => {
    const { student } = await studentWithCookie();
    const product = await insertCourse(t.db, { courseType: 'product' });
    const course = await insertCourse(t.db);

    const asProduct = await post(`/api/admin/students/${String(student.id)}/enrolments`, {
      course_id: product.id,
      plan_type: 'Free',
    });
    const unknownCourse = await post(`/api/admin/students/${String(student.id)}/enrolments`, {
      course_id: 999_999,
      plan_type: 'Free',
    });
    const unknownStudent = await post('/api/admin/students/999999/enrolments', {
      course_id: course.id,
      plan_type: 'Free',
    });

    expect(asProduct.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'course_id' }] },
    });
    expect(unknownCourse.statusCode).toBe(404);
    expect(unknownStudent.statusCode).toBe(404);
    expect(await t.db.select().from(enrolments).where(eq(enrolments.userId, student.id))).toEqual([]);
  });

  it('revokes an enrolment: the course closes for the student at once; a second revoke is refused', async () => {
    const { student, cookie } = await studentWithCookie();
    const course = await insertCourse(t.db);
    const enrolment = await enrol(t.db, student.id, course.id);
    expect(await myCourses(cookie)).toMatchObject([{ course_id: course.id, can_learn: true }]);
    const url = `/api/admin/students/${String(student.id)}/enrolments/${String(enrolment.id)}/revoke`;

    const revoked = await post(url, { reason: 'Chargeback' });
    const again = await post(url);

    expect(revoked.json()).toMatchObject({ data: { status: 'revoked', remaining_ms: 0 } });
    expect(await myCourses(cookie)).toEqual([]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'ENROLMENT_REVOKED' } });
    expect(await auditOf('enrolment.revoke', enrolment.id)).toMatchObject([
      { before: { status: 'active' }, after: { status: 'revoked', reason: 'Chargeback' } },
    ]);
  });

  it('extends a period to the end of the chosen Bangkok day, reopening access that had ended', async () => {
    const { student, cookie } = await studentWithCookie();
    const course = await insertCourse(t.db);
    const enrolment = await enrol(t.db, student.id, course.id, {
      planType: 'Period',
      term: 1,
      termUnit: 'Day(s)',
      startsAt: new Date(Date.now() - 3 * DAY),
      expiresAt: new Date(Date.now() - 2 * DAY),
    });
    expect(await myCourses(cookie)).toMatchObject([{ can_learn: false }]);
    const day = new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10);

    const response = await post(
      `/api/admin/students/${String(student.id)}/enrolments/${String(enrolment.id)}/extend`,
      {
        new_end_date: day,
      },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { expires_at: shopDayEnd(day).toISOString() } });
    expect(await myCourses(cookie)).toMatchObject([{ course_id: course.id, can_learn: true }]);
    expect(await auditOf('enrolment.extend', enrolment.id)).toHaveLength(1);
  });

  it('adds learning hours to an Actual plan whose time was spent', async () => {
    const { student, cookie } = await studentWithCookie();
    const course = await insertCourse(t.db);
    const enrolment = await enrol(t.db, student.id, course.id, {
      planType: 'Actual',
      term: 2,
      termUnit: 'Hour(s)',
      learningBudgetMs: 2 * HOUR,
      learningSpentMs: 2 * HOUR,
    });
    expect(await myCourses(cookie)).toMatchObject([{ can_learn: false }]);

    const response = await post(
      `/api/admin/students/${String(student.id)}/enrolments/${String(enrolment.id)}/extend`,
      {
        extra_learning_hours: 3,
      },
    );

    expect(response.json()).toMatchObject({ data: { learning_budget_ms: 5 * HOUR, remaining_ms: 3 * HOUR } });
    expect(await myCourses(cookie)).toMatchObject([{ can_learn: true, remaining_ms: 3 * HOUR }]);
  });

  it('refuses an extension that would not lengthen access, and changes nothing', async () => {
    const { student } = await studentWithCookie();
    const course = await insertCourse(t.db);
    const ends = new Date(Date.now() + 60 * DAY);
    const period = await enrol(t.db, student.id, course.id, { planType: 'Period', expiresAt: ends });
    const url = `/api/admin/students/${String(student.id)}/enrolments/${String(period.id)}/extend`;

    const earlier = await post(url, {
      new_end_date: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
    });
    const hours = await post(url, { extra_learning_hours: 5 });
    const nothing = await post(url, {});

    for (const response of [earlier, hours]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'ENROLMENT_NOT_EXTENDABLE' } });
    }
    expect(nothing.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'new_end_date' }] },
    });
    const [row] = await t.db.select().from(enrolments).where(eq(enrolments.id, period.id));
    expect(row?.expiresAt).toEqual(ends);
  });

  it("answers NOT_FOUND for another student's enrolment", async () => {
    const { student } = await studentWithCookie();
    const { student: other } = await studentWithCookie();
    const course = await insertCourse(t.db);
    const enrolment = await enrol(t.db, other.id, course.id);

    const response = await post(
      `/api/admin/students/${String(student.id)}/enrolments/${String(enrolment.id)}/revoke`,
    );

    expect(response.statusCode).toBe(404);
    const [row] = await t.db.select().from(enrolments).where(eq(enrolments.id, enrolment.id));
    expect(row?.status).toBe('active');
  });
});
