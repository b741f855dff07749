import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  customLabelAnswers,
  customLabels,
  enrolments,
  orders,
  taxProfiles,
  userGroups,
  users,
} from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertOrderWithLine } from '../../../test/commerce-factories';
import {
  insertCourse,
  insertInstructor,
  insertPlan,
  insertStudent,
  insertUser,
} from '../../../test/factories';
import { sessionCookieFor } from '../../../test/sessions';

type Row = { id: number; email: string; tel: string; user_group_name: string | null };

describe('students in the back office', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  const idsOf = async (url: string) => (await get(url)).json<{ data: Row[] }>().data.map((row) => row.id);

  it('finds a student by part of their e-mail, in any letter case', async () => {
    const student = await insertStudent(t.db, { email: 'Somchai.Jaidee@Example.com' });
    await insertStudent(t.db);

    const response = await get('/api/admin/students?keyword=somchai.jaidee');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, total: 1, data: [{ id: student.id }] });
  });

  it('finds a student by phone whatever the dashes, spaces or +66 prefix', async () => {
    const student = await insertStudent(t.db, { tel: '081-234-9876' });

    for (const keyword of ['0812349876', '081 234 9876', '+66 81 234 9876', '2349876'])
      expect(await idsOf(`/api/admin/students?keyword=${encodeURIComponent(keyword)}`)).toEqual([student.id]);
  });

  it('finds a student by first and last name together, and treats % as a letter', async () => {
    const student = await insertStudent(t.db, { firstname: 'Malee', lastname: 'Srisuk' });

    expect(await idsOf(`/api/admin/students?keyword=${encodeURIComponent('malee sri')}`)).toEqual([
      student.id,
    ]);
    expect(await idsOf(`/api/admin/students?keyword=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('lists students only, not instructors without the student role', async () => {
    const instructor = await insertInstructor(t.db, { email: 'only-teaches@example.com' });

    expect(await idsOf('/api/admin/students?keyword=only-teaches')).not.toContain(instructor.id);
  });

  it('filters by active, membership and user group, and names the group', async () => {
    const [group] = await t.db.insert(userGroups).values({ name: 'Corporate A' }).returning();
    const member = await insertStudent(t.db, { userGroupId: group?.id, lastname: 'Filter-1' });
    const inactive = await insertStudent(t.db, { isActive: false, lastname: 'Filter-2' });
    const guest = await insertStudent(t.db, { isMember: false, passwordHash: null, lastname: 'Filter-3' });

    expect(await idsOf('/api/admin/students?keyword=Filter-&status=inactive')).toEqual([inactive.id]);
    expect(await idsOf('/api/admin/students?keyword=Filter-&membership=nonMember')).toEqual([guest.id]);
    const grouped = await get(`/api/admin/students?groupId=${String(group?.id)}`);
    expect(grouped.json()).toMatchObject({
      total: 1,
      data: [{ id: member.id, user_group_name: 'Corporate A' }],
    });
  });

  it('filters by registration day on the Bangkok calendar', async () => {
    // 16:30 UTC is 23:30 in Bangkok on 1 March; 17:30 UTC is 00:30 on 2 March.
    const lateOnFirst = await insertStudent(t.db, {
      createdAt: new Date('2025-03-01T16:30:00Z'),
      lastname: 'Day-1',
    });
    const earlyOnSecond = await insertStudent(t.db, {
      createdAt: new Date('2025-03-01T17:30:00Z'),
      lastname: 'Day-2',
    });

    expect(await idsOf('/api/admin/students?keyword=Day-&from=2025-03-01&to=2025-03-01')).toEqual([
      lateOnFirst.id,
    ]);
    expect(await idsOf('/api/admin/students?keyword=Day-&from=2025-03-02')).toEqual([earlyOnSecond.id]);
  });

  it('sorts by name or last sign-in (never signed in last) and pages with the total', async () => {
    const a = await insertStudent(t.db, {
      firstname: 'Aaa',
      lastname: 'Sort',
      lastLoginAt: new Date('2025-01-02'),
    });
    const b = await insertStudent(t.db, { firstname: 'Bbb', lastname: 'Sort' });
    const c = await insertStudent(t.db, {
      firstname: 'Ccc',
      lastname: 'Sort',
      lastLoginAt: new Date('2025-01-03'),
    });

    expect(await idsOf('/api/admin/students?keyword=Sort&sort=name')).toEqual([a.id, b.id, c.id]);
    expect(await idsOf('/api/admin/students?keyword=Sort&sort=-lastSignIn')).toEqual([c.id, a.id, b.id]);
    const page = await get('/api/admin/students?keyword=Sort&sort=-name&page=2&pageSize=2');
    expect(page.json()).toMatchObject({ total: 3, data: [{ id: a.id }] });
    const pastTheEnd = await get('/api/admin/students?keyword=Sort&page=5&pageSize=2');
    expect(pastTheEnd.json()).toMatchObject({ total: 3, data: [] });
  });

  it('pages through every student once, with a total that follows roles given, taken and accounts removed', async () => {
    await insertStudent(t.db);
    const teacher = await insertInstructor(t.db);
    const leaving = await insertStudent(t.db);
    const removed = await insertStudent(t.db);
    await t.db.insert(users).values(
      Array.from({ length: 4 }, (_, index) => ({
        username: `bulk-student-${String(index)}`,
        email: `bulk-student-${String(index)}@example.com`,
        roles: ['student'],
      })),
    );
    await t.db
      .update(users)
      .set({ roles: ['instructor', 'student'] })
      .where(eq(users.id, teacher.id));
    await t.db
      .update(users)
      .set({ roles: ['instructor'] })
      .where(eq(users.id, leaving.id));
    await t.db.delete(users).where(eq(users.id, removed.id));
    const recount = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`'student' = any(${users.roles})`);

    const seen: number[] = [];
    let total = 0;
    for (let page = 1; page <= Math.ceil(recount.length / 3); page += 1) {
      const body = (await get(`/api/admin/students?page=${String(page)}&pageSize=3`)).json<{
        data: Row[];
        total: number;
      }>();
      seen.push(...body.data.map((row) => row.id));
      total = body.total;
    }

    expect(total).toBe(recount.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(recount.map((row) => row.id).sort((a, b) => a - b));
    expect(seen).toContain(teacher.id);
    expect(seen).not.toContain(leaving.id);
  });

  it('refuses an unknown sort, an impossible day and an unknown filter value with INPUT_ERROR naming the field', async () => {
    for (const [query, param] of [
      ['sort=password', 'sort'],
      ['from=2025-02-30', 'from'],
      ['status=banned', 'status'],
    ] as const) {
      const response = await get(`/api/admin/students?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INPUT_ERROR', params: [{ param }] } });
    }
  });

  it("shows a student's profile, tax profile, answers, orders with their summary and enrolments with time left", async () => {
    const student = await insertStudent(t.db, { firstname: 'Detail', tel: '0899999999' });
    await t.db.insert(taxProfiles).values({
      userId: student.id,
      isRequireTaxInvoice: true,
      taxPersonType: 'juristic_person',
      taxNameOne: 'Detail Co., Ltd.',
      taxPayerIdentificationNo: '0105561234567',
      taxAddress: '1 Road, Bangkok',
    });
    const [label] = await t.db
      .insert(customLabels)
      .values({ typeLabel: 'text', label: 'Company' })
      .returning();
    await t.db
      .insert(customLabelAnswers)
      .values({ userId: student.id, customLabelId: label?.id ?? 0, value: 'ACME' });
    const course = await insertCourse(t.db, { title: 'Thai cooking' });
    const plan = await insertPlan(t.db, course.id);
    const paid = await insertOrderWithLine(t.db, {
      userId: student.id,
      courseId: course.id,
      planId: plan.id,
      status: 'approved',
      amount: 150_000,
    });
    await t.db.update(orders).set({ approvedAt: new Date() }).where(eq(orders.id, paid.id));
    await insertOrderWithLine(t.db, {
      userId: student.id,
      courseId: course.id,
      planId: plan.id,
      status: 'cancelled',
    });
    const ends = new Date(Date.now() + 10 * 86_400_000);
    await t.db.insert(enrolments).values({
      userId: student.id,
      courseId: course.id,
      orderId: paid.id,
      planType: 'Period',
      term: 10,
      termUnit: 'Day(s)',
      startsAt: new Date(),
      expiresAt: ends,
    });

    const response = await get(`/api/admin/students/${String(student.id)}`);

    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: Record<string, unknown> & { enrolments: { remaining_ms: number }[] };
    }>();
    expect(data).toMatchObject({
      profile: {
        id: student.id,
        firstname: 'Detail',
        tel: '0899999999',
        tax_person_type: 'juristic_person',
        tax_name_one: 'Detail Co., Ltd.',
        tax_payer_identification_no: '0105561234567',
        customLabel: [{ label: 'Company', value: 'ACME' }],
      },
      account: { is_active: true, roles: ['student'] },
      orders_summary: { count: 2, paid_count: 1, paid: { THB: 150_000, USD: 0 } },
      orders: [{ status: 'cancelled' }, { id: paid.id, status: 'approved', courses: ['Course'] }],
      enrolments: [
        { course_title: 'Thai cooking', order_id: paid.id, plan_type: 'Period', status: 'active' },
      ],
    });
    const remaining = data.enrolments[0]?.remaining_ms ?? 0;
    expect(remaining).toBeGreaterThan(10 * 86_400_000 - 120_000);
    expect(remaining).toBeLessThanOrEqual(10 * 86_400_000);
  });

  it('answers NOT_FOUND for an id that is no student', async () => {
    const instructor = await insertInstructor(t.db);

    for (const id of [instructor.id, 999_999]) {
      const response = await get(`/api/admin/students/${String(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('offers the user groups and the courses a student can be given, products left out', async () => {
    const course = await insertCourse(t.db, { title: 'Option course', status: 'draft' });
    const product = await insertCourse(t.db, { title: 'Option book', courseType: 'product' });

    const response = await get('/api/admin/students/options');

    const { data } = response.json<{
      data: { courses: { id: number }[]; user_groups: { name: string }[] };
    }>();
    expect(data.courses.map((item) => item.id)).toContain(course.id);
    expect(data.courses.map((item) => item.id)).not.toContain(product.id);
    expect(data.user_groups.map((group) => group.name)).toContain('Corporate A');
  });
});
