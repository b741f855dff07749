import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrolments } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertEnrolment, insertOrderWithLine, insertPromotion } from '../../test/commerce-factories';
import {
  insertCategory,
  insertCourse,
  insertInstructor,
  insertPlan,
  insertStudent,
} from '../../test/factories';
import { resetSettings, setSettings } from '../../test/settings';
import { signIn } from '../../test/sign-in';

type Detail = {
  id: number;
  link_path: string;
  courseDescription: { title: string };
  priceDetail: { id: number; price: number | null }[];
  priceDetailByUserId: { id: number }[];
  statusOrder: string;
  orderCourseId: number | null;
  lockCourse: boolean;
  seat: number | null;
  promotion: { id: number }[];
  instructor: { name: string } | null;
  category: { slug: string } | null;
  is_enrolled: boolean;
};

describe('GET /public/courses/:id/:flag', () => {
  let t: TestApp;
  const detail = async (path: string, cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
    return { status: response.statusCode, body: response.json<{ data: Detail; error?: { code: string } }>() };
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a course by id or id-slug with its canonical link path, shown plans, instructor and category', async () => {
    const instructor = await insertInstructor(t.db, { firstname: 'Anan', lastname: 'K' });
    const category = await insertCategory(t.db, { slug: 'data' });
    const course = await insertCourse(t.db, {
      slug: 'sql-basics',
      instructorId: instructor.id,
      categoryId: category.id,
    });
    const shown = await insertPlan(t.db, course.id, { price: 150_000 });
    await insertPlan(t.db, course.id, { price: 90_000, statusShow: 0 });

    for (const path of [
      `/public/courses/${String(course.id)}/0`,
      `/public/courses/${String(course.id)}-anything/0`,
    ]) {
      const { status, body } = await detail(path);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id: course.id,
        link_path: `/course/${String(course.id)}-sql-basics`,
        priceDetail: [{ id: shown.id, price: 150_000 }],
        instructor: { name: 'Anan K' },
        category: { slug: 'data' },
        statusOrder: 'Nostatus',
        orderCourseId: null,
        is_enrolled: false,
        access_ended: false,
      });
    }
  });

  it('answers NOT_FOUND for a missing, draft or product id on the course route', async () => {
    const draft = await insertCourse(t.db, { status: 'draft' });
    const product = await insertCourse(t.db, { courseType: 'product' });

    for (const id of [999_999, draft.id, product.id]) {
      const { status, body } = await detail(`/public/courses/${String(id)}/0`);
      expect(status).toBe(404);
      expect(body.error?.code).toBe('NOT_FOUND');
    }
    expect((await detail(`/public/products/${String(product.id)}-tote/0`)).status).toBe(200);
  });

  it('counts a page view only when the flag is 1', async () => {
    const course = await insertCourse(t.db);

    await detail(`/public/courses/${String(course.id)}/0`);
    await detail(`/public/courses/${String(course.id)}/1`);
    await detail(`/public/courses/${String(course.id)}/1`);

    const [row] = await t.db
      .select({ views: courses.viewCount })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.views).toBe(2);
  });

  it('answers a course or product asked without a flag as with flag 0, counting no view', async () => {
    const course = await insertCourse(t.db);
    const product = await insertCourse(t.db, { courseType: 'product' });

    const courseAnswer = await detail(`/public/courses/${String(course.id)}`);
    const productAnswer = await detail(`/public/products/${String(product.id)}-tote`);

    expect(courseAnswer.status).toBe(200);
    expect(courseAnswer.body.data.id).toBe(course.id);
    expect(productAnswer.status).toBe(200);
    expect(productAnswer.body.data.id).toBe(product.id);
    const [row] = await t.db
      .select({ views: courses.viewCount })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.views).toBe(0);
  });

  it('gives the seats left of an in-class course, and null when seats are unlimited', async () => {
    const inClass = await insertCourse(t.db, { courseType: 'In-class', seatsTotal: 20, seatsTaken: 7 });
    const online = await insertCourse(t.db);

    expect((await detail(`/public/courses/${String(inClass.id)}/0`)).body.data.seat).toBe(13);
    expect((await detail(`/public/courses/${String(online.id)}/0`)).body.data.seat).toBeNull();
  });

  it("shows the viewer's latest order status and order id, ignoring cancelled orders", async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id);
    const student = await insertStudent(t.db);
    const pending = await insertOrderWithLine(t.db, {
      userId: student.id,
      courseId: course.id,
      planId: plan.id,
      status: 'pendingApproved',
    });
    await insertOrderWithLine(t.db, {
      userId: student.id,
      courseId: course.id,
      planId: plan.id,
      status: 'cancelled',
    });
    const cookie = await signIn(t.app, student.username);

    const { body } = await detail(`/public/courses/${String(course.id)}/0`, cookie);

    expect(body.data).toMatchObject({ statusOrder: 'pendingApproved', orderCourseId: pending.id });
    expect((await detail(`/public/courses/${String(course.id)}/0`)).body.data.statusOrder).toBe('Nostatus');
  });

  it('shows a free-for-student plan only to a signed-in student who owns every required course', async () => {
    const required = await insertCourse(t.db);
    const course = await insertCourse(t.db);
    const paid = await insertPlan(t.db, course.id, { price: 100_000 });
    const free = await insertPlan(t.db, course.id, {
      price: 0,
      planType: 'Free',
      freeFor: 'Student',
      freeCourseIds: [required.id],
    });
    const owner = await insertStudent(t.db);
    const other = await insertStudent(t.db);
    await insertEnrolment(t.db, { userId: owner.id, courseId: required.id });

    const asOwner = await detail(
      `/public/courses/${String(course.id)}/0`,
      await signIn(t.app, owner.username),
    );
    const asOther = await detail(
      `/public/courses/${String(course.id)}/0`,
      await signIn(t.app, other.username),
    );
    const asVisitor = await detail(`/public/courses/${String(course.id)}/0`);

    expect(asOwner.body.data.priceDetailByUserId.map((plan) => plan.id)).toEqual([paid.id, free.id]);
    expect(asOther.body.data.priceDetailByUserId.map((plan) => plan.id)).toEqual([paid.id]);
    expect(asVisitor.body.data.priceDetailByUserId.map((plan) => plan.id)).toEqual([paid.id]);
  });

  it('locks a group-only course for users outside its groups when course access rights are on', async () => {
    await setSettings(t.db, { course_access_rights: 1 });
    const course = await insertCourse(t.db, { courseForUserGroup: [42] });
    const student = await insertStudent(t.db);

    const { body } = await detail(
      `/public/courses/${String(course.id)}/0`,
      await signIn(t.app, student.username),
    );

    expect(body.data.lockCourse).toBe(true);
    await resetSettings(t.db);
  });

  it('lists the running promotions that include the course', async () => {
    const course = await insertCourse(t.db);
    const other = await insertCourse(t.db);
    const running = await insertPromotion(t.db, [course.id, other.id]);
    await insertPromotion(t.db, [course.id], { endsAt: new Date(Date.now() - 1000) });

    const { body } = await detail(`/public/courses/${String(course.id)}/0`);

    expect(body.data.promotion.map((promotion) => promotion.id)).toEqual([running.id]);
  });

  it('says a student with an open enrolment is enrolled, and not after it expired', async () => {
    const course = await insertCourse(t.db);
    const student = await insertStudent(t.db);
    const cookie = await signIn(t.app, student.username);
    const enrolment = await insertEnrolment(t.db, { userId: student.id, courseId: course.id });

    expect((await detail(`/public/courses/${String(course.id)}/0`, cookie)).body.data.is_enrolled).toBe(true);
    await t.db
      .update(enrolments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(enrolments.id, enrolment.id));
    expect((await detail(`/public/courses/${String(course.id)}/0`, cookie)).body.data.is_enrolled).toBe(
      false,
    );
  });
});
