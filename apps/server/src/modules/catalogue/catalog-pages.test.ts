import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertOrderWithLine } from '../../test/commerce-factories';
import {
  insertCategory,
  insertCourse,
  insertInstructor,
  insertPlan,
  insertStudent,
} from '../../test/factories';
import { resetSettings, setSettings } from '../../test/settings';

type Listed = { data: { id: number; available_qty?: number | null }[] };

describe('catalogue pages', () => {
  let t: TestApp;
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json<Listed>();

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists products with their stock, and never a course', async () => {
    const product = await insertCourse(t.db, { title: 'Mug zq', courseType: 'product', availableQty: 4 });
    await insertCourse(t.db, { title: 'Course zq' });

    const body = await get('/public/product?keyword=zq');

    expect(body.data).toEqual([expect.objectContaining({ id: product.id, available_qty: 4 })]);
  });

  it('finds a category page by its link path with or without slashes, with its courses', async () => {
    const category = await insertCategory(t.db, { slug: 'cooking', linkPath: '/courses/cooking' });
    const course = await insertCourse(t.db, { categoryId: category.id });

    for (const linkPath of ['/courses/cooking', 'courses/cooking/']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/public/course/cate/pathname',
        payload: { link_path: linkPath },
      });
      expect(response.json()).toMatchObject({
        data: { category: { slug: 'cooking' }, courses: [expect.objectContaining({ id: course.id })] },
      });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/public/course/cate/pathname',
      payload: { link_path: '/nope' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("pages a category's courses, saying how many there are in all", async () => {
    const category = await insertCategory(t.db, { slug: 'pottery', linkPath: '/courses/pottery' });
    for (const title of ['Clay 1', 'Clay 2', 'Clay 3']) {
      await insertCourse(t.db, { title, categoryId: category.id });
    }

    const response = await t.app.inject({
      method: 'POST',
      url: '/public/course/cate/pathname',
      payload: { link_path: '/courses/pottery', page: 2, limit: 2 },
    });

    expect(response.json()).toMatchObject({
      data: { total: 3, page: 2, limit: 2, courses: [expect.objectContaining({ title: 'Clay 1' })] },
    });
  });

  it('lists the categories that hold a published course, in the shop order, with their counts', async () => {
    const second = await insertCategory(t.db, { name: 'Baking', sortOrder: 2 });
    const first = await insertCategory(t.db, { name: 'Coffee', sortOrder: 1 });
    const onlyDrafts = await insertCategory(t.db, { name: 'Drafts only' });
    const onlyProducts = await insertCategory(t.db, { name: 'Mugs' });
    await insertCourse(t.db, { categoryId: second.id });
    await insertCourse(t.db, { categoryId: first.id });
    await insertCourse(t.db, { categoryId: first.id });
    await insertCourse(t.db, { categoryId: onlyDrafts.id, status: 'draft' });
    await insertCourse(t.db, { categoryId: onlyProducts.id, courseType: 'product' });

    const body = (await t.app.inject({ method: 'GET', url: '/public/categories' })).json<{
      data: { id: number; name: string; link_path: string; course_count: number }[];
    }>();

    const ours = body.data.filter((category) =>
      [first.id, second.id, onlyDrafts.id, onlyProducts.id].includes(category.id),
    );
    expect(ours).toEqual([
      expect.objectContaining({ name: 'Coffee', course_count: 2, link_path: first.linkPath }),
      expect.objectContaining({ name: 'Baking', course_count: 1, link_path: second.linkPath }),
    ]);
  });

  it('relates courses by the same teacher and by the same group, leaving the course itself out', async () => {
    const teacher = await insertInstructor(t.db);
    const category = await insertCategory(t.db);
    const course = await insertCourse(t.db, { instructorId: teacher.id, categoryId: category.id });
    const sameTeacher = await insertCourse(t.db, { instructorId: teacher.id });
    const sameGroup = await insertCourse(t.db, { categoryId: category.id });

    expect((await get(`/public/courses/${String(course.id)}/related/teacher`)).data.map((c) => c.id)).toEqual(
      [sameTeacher.id],
    );
    expect((await get(`/public/courses/${String(course.id)}/related/group`)).data.map((c) => c.id)).toEqual([
      sameGroup.id,
    ]);
  });

  it('ranks best sellers by units in approved orders', async () => {
    const student = await insertStudent(t.db);
    const current = await insertCourse(t.db);
    const popular = await insertCourse(t.db);
    const quiet = await insertCourse(t.db);
    for (const [course, times] of [
      [popular, 3],
      [quiet, 1],
    ] as const) {
      const plan = await insertPlan(t.db, course.id);
      for (let index = 0; index < times; index += 1) {
        await insertOrderWithLine(t.db, {
          userId: student.id,
          courseId: course.id,
          planId: plan.id,
          status: 'approved',
        });
      }
    }

    const ids = (await get(`/public/courses/${String(current.id)}/related/bestseller`)).data.map((c) => c.id);

    expect(ids.indexOf(popular.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(ids).not.toContain(current.id);
  });

  it('returns no related courses of a kind the site turned off', async () => {
    const teacher = await insertInstructor(t.db);
    const course = await insertCourse(t.db, { instructorId: teacher.id });
    await insertCourse(t.db, { instructorId: teacher.id });
    await setSettings(t.db, { course_teacher: 0 });

    expect((await get(`/public/courses/${String(course.id)}/related/teacher`)).data).toEqual([]);
    await resetSettings(t.db);
  });
});
