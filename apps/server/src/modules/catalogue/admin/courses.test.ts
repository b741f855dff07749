import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSections, courses, lectures } from '../../../db/tables';
import { insertOrderWithLine, insertSectionWithLectures } from '../../../test/commerce-factories';
import {
  insertCategory,
  insertCourse,
  insertInstructor,
  insertPlan,
  insertStudent,
} from '../../../test/factories';
import { sessionCookieFor } from '../../../test/sessions';
import { setSettings } from '../../../test/settings';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestAudit, signedInAdmin, uploadPng } from '../../settings/admin/settings-test-kit';

type Course = { id: number; slug: string; title: string; status: string; [key: string]: unknown };
type Page = { data: Course[]; total: number };

describe('courses and products in the back office', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    // A long cache time: the storefront caches course pages, so these tests see that a change drops them.
    t = await buildTestApp({ CATALOG_CACHE_SECONDS: '60' });
    admin = await signedInAdmin(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = admin.cookie,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const list = async (query: string) => (await send('GET', `/api/admin/courses?${query}`)).json<Page>();
  const publicCourse = (id: number, cookie?: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/public/courses/${String(id)}/0${query}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const create = async (body: Record<string, unknown>) => {
    const response = await send('POST', '/api/admin/courses', { course_type: 'Online', ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Course }>().data;
  };
  const countCourses = async () => (await t.db.select({ id: courses.id }).from(courses)).length;

  it('lists courses and products with keyword, filters, sort and paging', async () => {
    const category = await insertCategory(t.db);
    await insertCourse(t.db, { title: 'Zebra keeping', slug: 'zebra-keeping', categoryId: category.id });
    await insertCourse(t.db, { title: 'Zebra drawing', slug: 'zebra-drawing', status: 'draft' });
    const mug = await insertCourse(t.db, { title: 'Zebra mug', slug: 'zebra-mug', courseType: 'product' });

    const zebras = await list('keyword=zebra&sort=title');
    expect(zebras.total).toBe(3);
    expect(zebras.data.map((row) => row.title)).toEqual(['Zebra drawing', 'Zebra keeping', 'Zebra mug']);
    expect((await list('keyword=zebra&kind=product')).data.map((row) => row.id)).toEqual([mug.id]);
    expect((await list('keyword=zebra&kind=course&status=draft')).data.map((row) => row.title)).toEqual([
      'Zebra drawing',
    ]);
    expect((await list(`categoryId=${String(category.id)}`)).data.map((row) => row.title)).toEqual([
      'Zebra keeping',
    ]);
    expect((await list(`keyword=${String(mug.id)}`)).data.map((row) => row.id)).toContain(mug.id);

    const second = await list('keyword=zebra&sort=-title&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, data: [expect.objectContaining({ title: 'Zebra drawing' })] });
  });

  it('creates a draft with every page field, sanitises its description and audits it', async () => {
    const instructor = await insertInstructor(t.db);
    const category = await insertCategory(t.db);
    const picture = await uploadPng(t.app, admin.cookie);
    const course = await create({
      title: 'Thai cooking',
      slug: 'thai-cooking',
      course_type: 'In-class',
      category_id: category.id,
      instructor_id: instructor.id,
      picture_url: picture,
      description:
        '<p>Spicy <strong>food</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
      start_reg_date: '2026-12-01T00:00:00.000Z',
      end_reg_date: '2026-12-20T00:00:00.000Z',
      seats_total: 20,
      course_venue: 'Bangkok',
      meta_title: 'Cook Thai food',
    });

    expect(course).toMatchObject({
      status: 'draft',
      slug: 'thai-cooking',
      link_path: `/course/${String(course.id)}-thai-cooking`,
      picture_url: `/uploads/${picture}`,
      seats_total: 20,
      course_venue: 'Bangkok',
      end_reg_date: '2026-12-20T00:00:00.000Z',
    });
    expect(course.description).toContain('<strong>food</strong>');
    expect(course.description).not.toMatch(/script|onerror/);
    expect(await latestAudit(t.db, 'course.create')).toMatchObject({
      actorUserId: admin.id,
      entityId: String(course.id),
      after: { title: 'Thai cooking' },
    });
    // A draft is not on the storefront.
    expect((await publicCourse(course.id)).statusCode).toBe(404);
  });

  it('refuses a save that names a taken slug, a student as instructor or a made-up image, and changes nothing', async () => {
    await create({ title: 'First', slug: 'only-one' });
    const student = await insertStudent(t.db);
    const before = await countCourses();

    const taken = await send('POST', '/api/admin/courses', {
      title: 'Second',
      slug: 'only-one',
      course_type: 'Online',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'SLUG_TAKEN' } });

    const refused = await send('POST', '/api/admin/courses', {
      title: 'Second',
      slug: 'second',
      course_type: 'Online',
      instructor_id: student.id,
      picture_url: 'made-up.png',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'INPUT_ERROR' } });
    expect(refused.body).toContain('instructor_id');
    expect(refused.body).toContain('picture_url');

    const badShape = await send('POST', '/api/admin/courses', {
      title: '',
      slug: 'Not A Slug',
      course_type: 'Seminar',
      end_date: '2026-01-01T00:00:00Z',
      start_date: '2026-02-01T00:00:00Z',
    });
    expect(badShape.statusCode).toBe(400);
    expect(await countCourses()).toBe(before);
  });

  it('shows an edit on the public course page at once, related courses included', async () => {
    await setSettings(t.db, { course_group: 1 });
    const course = await insertCourse(t.db, { title: 'Old title', slug: 'edit-me' });
    const other = await insertCourse(t.db, { title: 'Chosen neighbour' });
    expect(
      (await publicCourse(course.id)).json<{ data: { courseDescription: { title: string } } }>().data
        .courseDescription.title,
    ).toBe('Old title');
    const relatedBefore = await t.app.inject({
      method: 'GET',
      url: `/public/courses/${String(course.id)}/related/group`,
    });
    expect(relatedBefore.json<{ data: unknown[] }>().data).toEqual([]);

    const loaded = (await send('GET', `/api/admin/courses/${String(course.id)}`)).json<{ data: Course }>()
      .data;
    const {
      id: _id,
      link_path: _l,
      status: _s,
      seats_taken: _t,
      is_ordered: _o,
      created_at: _c,
      updated_at: _u,
      ...body
    } = loaded;
    const saved = await send('PUT', `/api/admin/courses/${String(course.id)}`, {
      ...body,
      title: 'New title',
      related_course_ids: [other.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(
      (await publicCourse(course.id)).json<{ data: { courseDescription: { title: string } } }>().data
        .courseDescription.title,
    ).toBe('New title');
    const related = await t.app.inject({
      method: 'GET',
      url: `/public/courses/${String(course.id)}/related/group`,
    });
    expect(related.json<{ data: { id: number }[] }>().data.map((item) => item.id)).toEqual([other.id]);
    expect(await latestAudit(t.db, 'course.update')).toMatchObject({
      before: { title: 'Old title' },
      after: { title: 'New title', related_course_ids: [other.id] },
    });
  });

  it('publishes and unpublishes: the storefront shows and hides the course at once', async () => {
    const course = await create({ title: 'Soon on sale', slug: 'soon-on-sale' });
    expect((await publicCourse(course.id)).statusCode).toBe(404);
    expect((await list('status=published&keyword=soon-on-sale')).total).toBe(0);

    await send('PUT', `/api/admin/courses/${String(course.id)}/status`, { status: 'published' });
    expect((await publicCourse(course.id)).statusCode).toBe(200);
    const storefront = await t.app.inject({ method: 'GET', url: '/public/courses?page=1&limit=100' });
    expect(storefront.body).toContain('Soon on sale');

    await send('PUT', `/api/admin/courses/${String(course.id)}/status`, { status: 'draft' });
    expect((await publicCourse(course.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/public/courses?page=1&limit=100' })).body,
    ).not.toContain('Soon on sale');
    expect(await latestAudit(t.db, 'course.status')).toMatchObject({
      before: { status: 'published' },
      after: { status: 'draft' },
    });
  });

  it('duplicates a course as a draft with its plans and curriculum under a new slug', async () => {
    const original = await insertCourse(t.db, { title: 'Original', slug: 'original' });
    await insertPlan(t.db, original.id, { price: 150_000 });
    await insertSectionWithLectures(t.db, original.id, [{ name: 'Welcome' }, { name: 'Knife skills' }]);

    const copy = (await send('POST', `/api/admin/courses/${String(original.id)}/duplicate`)).json<{
      data: Course;
    }>().data;
    expect(copy).toMatchObject({ title: 'Original (copy)', slug: 'original-copy', status: 'draft' });
    const again = (await send('POST', `/api/admin/courses/${String(original.id)}/duplicate`)).json<{
      data: Course;
    }>().data;
    expect(again.slug).toBe('original-copy-2');

    const preview = await publicCourse(copy.id, admin.cookie, '?preview=1');
    const page = preview.json<{ data: { priceDetail: { price: number }[] } }>().data;
    expect(page.priceDetail.map((plan) => plan.price)).toEqual([150_000]);
    const copiedLectures = await t.db
      .select({ name: lectures.name, sectionId: lectures.sectionId })
      .from(lectures)
      .where(eq(lectures.courseId, copy.id))
      .orderBy(asc(lectures.location));
    expect(copiedLectures.map((lecture) => lecture.name)).toEqual(['Welcome', 'Knife skills']);
    const [copiedSection] = await t.db
      .select()
      .from(courseSections)
      .where(eq(courseSections.courseId, copy.id));
    expect(copiedLectures.every((lecture) => lecture.sectionId === copiedSection?.id)).toBe(true);
    // The original keeps its own curriculum.
    expect(await t.db.select().from(lectures).where(eq(lectures.courseId, original.id))).toHaveLength(2);
  });

  it('refuses to delete an ordered course and deletes one never ordered', async () => {
    const buyer = await insertStudent(t.db);
    const ordered = await insertCourse(t.db);
    const plan = await insertPlan(t.db, ordered.id);
    await insertOrderWithLine(t.db, {
      userId: buyer.id,
      courseId: ordered.id,
      planId: plan.id,
      status: 'cancelled',
    });

    const refused = await send('DELETE', `/api/admin/courses/${String(ordered.id)}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'COURSE_ORDERED' } });
    expect((await publicCourse(ordered.id)).statusCode).toBe(200);
    // It can be hidden instead.
    await send('PUT', `/api/admin/courses/${String(ordered.id)}/status`, { status: 'hidden' });
    expect((await publicCourse(ordered.id)).statusCode).toBe(404);

    const unused = await insertCourse(t.db);
    expect((await publicCourse(unused.id)).statusCode).toBe(200);
    const removed = await send('DELETE', `/api/admin/courses/${String(unused.id)}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await publicCourse(unused.id)).statusCode).toBe(404);
    expect(await t.db.select().from(courses).where(eq(courses.id, unused.id))).toEqual([]);
    expect(await latestAudit(t.db, 'course.delete')).toMatchObject({ entityId: String(unused.id) });
  });

  it('shows a draft to an administrator in preview, and to nobody else', async () => {
    const draft = await create({ title: 'Secret draft', slug: 'secret-draft' });
    const student = await insertStudent(t.db);
    const studentCookie = await sessionCookieFor(t.db, student.id);

    const asAdmin = await publicCourse(draft.id, admin.cookie, '?preview=1');
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({
      data: { courseDescription: { title: 'Secret draft' }, preview_status: 'draft' },
    });
    expect((await publicCourse(draft.id, studentCookie, '?preview=1')).statusCode).toBe(404);
    expect((await publicCourse(draft.id, undefined, '?preview=1')).statusCode).toBe(404);
    expect((await publicCourse(draft.id, admin.cookie)).statusCode).toBe(404);
  });
});
