import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingPlans } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertOrderWithLine } from '../../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../../test/factories';
import { latestAudit, signedInAdmin } from '../../settings/admin/settings-test-kit';

type Plan = { id: number; plan_type: string; price: number | null; is_default: boolean; is_ordered: boolean };
type Refusal = { error: { code: string; params?: { param: string }[] } };

describe('pricing plans in the back office', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let courseId: number;
  let otherCourseId: number;

  beforeAll(async () => {
    // A long cache time: the course page is cached, so these tests see that a change drops it.
    t = await buildTestApp({ CATALOG_CACHE_SECONDS: '60' });
    admin = await signedInAdmin(t.db);
    courseId = (await insertCourse(t.db)).id;
    otherCourseId = (await insertCourse(t.db)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const plansUrl = (id = courseId) => `/api/admin/courses/${String(id)}/plans`;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
  const storedPlans = () => t.db.select().from(pricingPlans).where(eq(pricingPlans.courseId, courseId));
  const publicPlans = async () =>
    (await t.app.inject({ method: 'GET', url: `/public/courses/${String(courseId)}/0` })).json<{
      data: { priceDetail: { id: number; price: number | null }[] };
    }>().data.priceDetail;

  it.each([
    {
      name: 'a Period plan of 1 year',
      body: { plan_type: 'Period', term: 1, term_unit: 'Year(s)', price: 199_000 },
    },
    {
      name: 'an Actual plan of 20 learning hours within 3 months',
      body: {
        plan_type: 'Actual',
        term: 20,
        term_unit: 'Hour(s)',
        term_2: 3,
        term_unit_2: 'Month(s)',
        price: 99_000,
      },
    },
    {
      name: 'a One-Time Payment plan in THB and USD',
      body: { plan_type: 'One-Time Payment', price: 350_000, price_usd: 9_900 },
    },
    {
      name: 'a Free plan that waits for approval',
      body: { plan_type: 'Free', price: 0, need_approval: true },
    },
    {
      name: 'a member-only Period plan',
      body: { plan_type: 'Period', term: 6, term_unit: 'Month(s)', price: 50_000, is_for_member: true },
    },
  ])('accepts $name and audits it', async ({ body }) => {
    const response = await send('POST', plansUrl(), body);

    expect(response.statusCode).toBe(200);
    const plan = response.json<{ data: Plan }>().data;
    expect(plan).toMatchObject({ plan_type: body.plan_type, price: body.price, is_ordered: false });
    expect(await latestAudit(t.db, 'pricing_plan.create')).toMatchObject({
      actorUserId: admin.id,
      entityId: String(plan.id),
      after: { plan_type: body.plan_type },
    });
  });

  it('accepts a student-free plan naming another course', async () => {
    const response = await send('POST', plansUrl(), {
      plan_type: 'Free',
      price: 0,
      free_for: 'Student',
      free_course_ids: [otherCourseId],
    });

    expect(response.json<{ data: { free_course_ids: number[] } }>().data.free_course_ids).toEqual([
      otherCourseId,
    ]);
  });

  it.each([
    {
      name: 'a Period plan without a term',
      body: { plan_type: 'Period', term_unit: 'Year(s)', price: 100 },
      params: ['term'],
    },
    {
      name: 'an Actual plan without learning hours',
      body: { plan_type: 'Actual', price: 100 },
      params: ['term', 'term_unit'],
    },
    { name: 'a Free plan with a price', body: { plan_type: 'Free', price: 500 }, params: ['price'] },
    {
      name: 'a One-Time Payment plan at 0',
      body: { plan_type: 'One-Time Payment', price: 0 },
      params: ['price'],
    },
    {
      name: 'a student-free plan naming no course',
      body: { plan_type: 'Free', price: 0, free_for: 'Student' },
      params: ['free_course_ids'],
    },
    {
      name: 'a student-free plan naming a course that does not exist',
      body: { plan_type: 'Free', price: 0, free_for: 'Student', free_course_ids: [999_999] },
      params: ['free_course_ids'],
    },
    {
      name: 'a paid plan waiting for approval',
      body: { plan_type: 'One-Time Payment', price: 100, need_approval: true },
      params: ['need_approval'],
    },
  ])('refuses $name with INPUT_ERROR naming the field, and changes nothing', async ({ body, params }) => {
    const before = await storedPlans();

    const response = await send('POST', plansUrl(), body);

    expect(response.statusCode).toBe(400);
    const error = response.json<Refusal>().error;
    expect(error.code).toBe('INPUT_ERROR');
    expect(error.params?.map((param) => param.param)).toEqual(params);
    expect(await storedPlans()).toEqual(before);
  });

  it('shows a new plan on the public course page at once, and a hidden one not at all', async () => {
    expect((await publicPlans()).map((plan) => plan.price)).not.toContain(123_400);

    const created = (await send('POST', plansUrl(), { plan_type: 'One-Time Payment', price: 123_400 })).json<{
      data: Plan;
    }>().data;
    expect(await publicPlans()).toContainEqual(expect.objectContaining({ id: created.id, price: 123_400 }));

    await send('PUT', `${plansUrl()}/${String(created.id)}`, {
      plan_type: 'One-Time Payment',
      price: 123_400,
      status_show: 0,
    });
    expect((await publicPlans()).map((plan) => plan.id)).not.toContain(created.id);
    expect(await latestAudit(t.db, 'pricing_plan.update')).toMatchObject({
      before: { status_show: 1 },
      after: { status_show: 0 },
    });
  });

  it('keeps one default plan per course: a new default takes it from the old one', async () => {
    const first = (
      await send('POST', plansUrl(), { plan_type: 'One-Time Payment', price: 1_000, is_default: true })
    ).json<{
      data: Plan;
    }>().data;
    const second = (
      await send('POST', plansUrl(), { plan_type: 'One-Time Payment', price: 2_000, is_default: true })
    ).json<{
      data: Plan;
    }>().data;

    const defaults = (await storedPlans()).filter((plan) => plan.isDefault).map((plan) => plan.id);
    expect(defaults).toEqual([second.id]);
    expect(defaults).not.toContain(first.id);
  });

  it('reorders the plans, and the course page lists them in that order', async () => {
    const ids = (await send('GET', plansUrl())).json<{ data: Plan[] }>().data.map((plan) => plan.id);
    const reversed = [...ids].reverse();

    const response = await send('PUT', `/api/admin/courses/${String(courseId)}/plans-order`, {
      plan_ids: reversed,
    });

    expect(response.json<{ data: Plan[] }>().data.map((plan) => plan.id)).toEqual(reversed);
    const shown = new Set((await publicPlans()).map((plan) => plan.id));
    expect((await publicPlans()).map((plan) => plan.id)).toEqual(reversed.filter((id) => shown.has(id)));
  });

  it('refuses a reorder that leaves a plan out, with INPUT_ERROR naming plan_ids', async () => {
    const ids = (await send('GET', plansUrl())).json<{ data: Plan[] }>().data.map((plan) => plan.id);

    const response = await send('PUT', `/api/admin/courses/${String(courseId)}/plans-order`, {
      plan_ids: ids.slice(1),
    });

    expect(response.json<Refusal>().error).toMatchObject({
      code: 'INPUT_ERROR',
      params: [{ param: 'plan_ids' }],
    });
  });

  it('deletes a plan no order names, and refuses an ordered one with PLAN_IN_USE', async () => {
    const course = await insertCourse(t.db);
    const unused = await insertPlan(t.db, course.id, { price: 10_000 });
    const ordered = await insertPlan(t.db, course.id, { price: 20_000 });
    const buyer = await insertStudent(t.db);
    await insertOrderWithLine(t.db, { userId: buyer.id, courseId: course.id, planId: ordered.id });

    const listed = (await send('GET', plansUrl(course.id))).json<{ data: Plan[] }>().data;
    expect(listed.find((plan) => plan.id === ordered.id)?.is_ordered).toBe(true);

    const removed = await send('DELETE', `${plansUrl(course.id)}/${String(unused.id)}`);
    const refused = await send('DELETE', `${plansUrl(course.id)}/${String(ordered.id)}`);

    expect(removed.json()).toEqual({ success: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Refusal>().error.code).toBe('PLAN_IN_USE');
    expect(
      (await send('GET', plansUrl(course.id))).json<{ data: Plan[] }>().data.map((plan) => plan.id),
    ).toEqual([ordered.id]);
    expect(await latestAudit(t.db, 'pricing_plan.delete')).toMatchObject({ entityId: String(unused.id) });
  });

  it('answers NOT_FOUND for a plan of another course and for a course that does not exist', async () => {
    const foreign = await insertPlan(t.db, otherCourseId, { price: 10_000 });

    const changed = await send('PUT', `${plansUrl()}/${String(foreign.id)}`, {
      plan_type: 'One-Time Payment',
      price: 1,
    });
    const listed = await send('GET', plansUrl(999_999));

    expect(changed.statusCode).toBe(404);
    expect(listed.json<Refusal>().error.code).toBe('NOT_FOUND');
  });
});
