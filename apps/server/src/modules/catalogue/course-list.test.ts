import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCategory, insertCourse, insertInstructor, insertPlan } from '../../test/factories';

type ListBody = {
  total: number;
  page: number;
  limit: number;
  data: {
    id: number;
    title: string;
    link_path: string;
    starting_price: number | null;
    instructor_name: string | null;
  }[];
};

describe('GET /public/courses', () => {
  let t: TestApp;
  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/public/courses${query}` });
    return { status: response.statusCode, body: response.json<ListBody>() };
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists a published course with its canonical path, instructor and cheapest visible default price', async () => {
    const instructor = await insertInstructor(t.db, { firstname: 'Somchai', lastname: 'Jaidee' });
    const course = await insertCourse(t.db, {
      title: 'Cheapest plan wins',
      slug: 'cheapest-plan-wins',
      instructorId: instructor.id,
    });
    await insertPlan(t.db, course.id, { price: 250_000 });
    await insertPlan(t.db, course.id, { price: 120_000 });
    await insertPlan(t.db, course.id, { price: 50_000, statusShow: 0 });
    await insertPlan(t.db, course.id, { price: 10_000, pricingType: 'renew' });

    const { status, body } = await list('?keyword=cheapest');

    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({
        id: course.id,
        title: 'Cheapest plan wins',
        link_path: `/course/${String(course.id)}-cheapest-plan-wins`,
        instructor_name: 'Somchai Jaidee',
        starting_price: 120_000,
      }),
    ]);
  });

  it('hides drafts, products and courses whose publication has ended', async () => {
    await insertCourse(t.db, { title: 'Hidden draft zz', status: 'draft' });
    await insertCourse(t.db, { title: 'Hidden product zz', courseType: 'product' });
    await insertCourse(t.db, { title: 'Hidden ended zz', endPublish: new Date(Date.now() - 60_000) });
    const shown = await insertCourse(t.db, {
      title: 'Shown until next year zz',
      endPublish: new Date(Date.now() + 86_400_000),
    });

    const { body } = await list('?keyword=zz');

    expect(body.data.map((course) => course.id)).toEqual([shown.id]);
    expect(body.total).toBe(1);
  });

  it('finds courses by a keyword in any letter case and treats % as a plain character', async () => {
    const match = await insertCourse(t.db, { title: 'Advanced SQL Tuning' });
    await insertCourse(t.db, { title: 'Cooking 100% vegan' });

    expect((await list('?keyword=sql%20tuning')).body.data.map((c) => c.id)).toEqual([match.id]);
    expect((await list('?keyword=%25')).body.data.map((c) => c.title)).toEqual(['Cooking 100% vegan']);
  });

  it('narrows the list by course type or by category slug', async () => {
    const category = await insertCategory(t.db, { slug: 'photography' });
    const inClass = await insertCourse(t.db, {
      title: 'Studio lighting',
      courseType: 'In-class',
      categoryId: category.id,
    });
    await insertCourse(t.db, { title: 'Studio editing', courseType: 'Online' });

    expect((await list('?filter=In-class&keyword=studio')).body.data.map((c) => c.id)).toEqual([inClass.id]);
    expect((await list('?filter=photography')).body.data.map((c) => c.id)).toEqual([inClass.id]);
  });

  it('pages ten courses at a time unless asked otherwise', async () => {
    for (let index = 0; index < 12; index += 1)
      await insertCourse(t.db, { title: `Paged course pg${String(index)}` });

    const first = await list('?keyword=pg');
    const second = await list('?keyword=pg&page=2');
    const bigger = await list('?keyword=pg&limit=20');

    expect(first.body).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.body.data).toHaveLength(10);
    expect(second.body.data).toHaveLength(2);
    expect(bigger.body.data).toHaveLength(12);
  });

  it('refuses a page size that is not a number, naming the parameter', async () => {
    const { status, body } = await list('?limit=lots');

    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      error: { code: 'INPUT_ERROR', params: [expect.objectContaining({ param: 'limit' })] },
    });
  });
});
