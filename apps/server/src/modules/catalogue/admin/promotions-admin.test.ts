import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertCourse, insertPlan } from '../../../test/factories';
import { latestAudit, signedInAdmin } from '../../settings/admin/settings-test-kit';

type Promotion = { id: number; title: string; state: string; course_ids: number[] };
type Refusal = { error: { code: string; params?: { param: string }[] } };

describe('promotions in the back office', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let courseIds: number[];

  beforeAll(async () => {
    // A long cache time: the course page is cached, so these tests see that a change drops it.
    t = await buildTestApp({ CATALOG_CACHE_SECONDS: '60' });
    admin = await signedInAdmin(t.db);
    courseIds = [];
    for (const price of [100_000, 200_000]) {
      const course = await insertCourse(t.db);
      await insertPlan(t.db, course.id, { price });
      courseIds.push(course.id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
  const pagePromotions = async (courseId: number) =>
    (await t.app.inject({ method: 'GET', url: `/public/courses/${String(courseId)}/0` })).json<{
      data: { promotion: { id: number }[] };
    }>().data.promotion;
  const bundle = (overrides: object = {}) => ({
    title: 'Bundle of two',
    promotion_type: 'P1',
    discount_type: 'percent',
    discount_percent: 15,
    course_ids: courseIds,
    ...overrides,
  });

  it('adds a promotion that the course page shows at once, and switches it off again', async () => {
    const courseId = courseIds[0] ?? 0;
    expect(await pagePromotions(courseId)).toEqual([]);

    const created = (await send('POST', '/api/admin/promotions', bundle())).json<{ data: Promotion }>().data;

    expect(created).toMatchObject({ state: 'running', course_ids: courseIds });
    expect((await pagePromotions(courseId)).map((promotion) => promotion.id)).toEqual([created.id]);
    await send('PUT', `/api/admin/promotions/${String(created.id)}`, bundle({ is_active: false }));
    expect(await pagePromotions(courseId)).toEqual([]);
    expect(await latestAudit(t.db, 'promotion.update')).toMatchObject({
      before: { is_active: true },
      after: { is_active: false, state: 'off' },
    });
  });

  it('filters the list by state, type and course', async () => {
    await send(
      'POST',
      '/api/admin/promotions',
      bundle({ title: 'Pick two', promotion_type: 'P2', number_of_course: 2 }),
    );

    const p2 = (await send('GET', '/api/admin/promotions?type=P2')).json<{ data: Promotion[] }>().data;
    const off = (await send('GET', '/api/admin/promotions?state=off')).json<{ data: Promotion[] }>().data;
    const other = (await send('GET', '/api/admin/promotions?courseId=999999')).json<{ total: number }>();

    expect(p2.map((promotion) => promotion.title)).toEqual(['Pick two']);
    expect(off.map((promotion) => promotion.title)).toEqual(['Bundle of two']);
    expect(other.total).toBe(0);
  });

  it.each([
    {
      name: 'a P2 promotion without its number of courses',
      overrides: { promotion_type: 'P2' },
      params: ['number_of_course'],
    },
    { name: 'a promotion without courses', overrides: { course_ids: [] }, params: ['course_ids'] },
    {
      name: 'a fixed promotion of 0 baht',
      overrides: { discount_type: 'amount', discount_percent: null, discount_amount: 0 },
      params: ['discount_amount'],
    },
  ])(
    'refuses $name with INPUT_ERROR naming the field, and changes nothing',
    async ({ overrides, params }) => {
      const before = await t.db.select().from(promotions);

      const response = await send('POST', '/api/admin/promotions', bundle(overrides));

      expect(response.statusCode).toBe(400);
      expect(response.json<Refusal>().error.params?.map((param) => param.param)).toEqual(params);
      expect(await t.db.select().from(promotions)).toEqual(before);
    },
  );

  it('removes a promotion no order used, which leaves the course page at once', async () => {
    const created = (await send('POST', '/api/admin/promotions', bundle({ title: 'Short-lived' }))).json<{
      data: Promotion;
    }>().data;
    expect((await pagePromotions(courseIds[1] ?? 0)).map((promotion) => promotion.id)).toContain(created.id);

    const removed = await send('DELETE', `/api/admin/promotions/${String(created.id)}`);

    expect(removed.json()).toEqual({ success: true });
    expect((await pagePromotions(courseIds[1] ?? 0)).map((promotion) => promotion.id)).not.toContain(
      created.id,
    );
    expect(await latestAudit(t.db, 'promotion.delete')).toMatchObject({ entityId: String(created.id) });
  });
});
