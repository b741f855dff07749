import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertCourse, insertStudent } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestAudit, signedInAdmin } from '../../settings/admin/settings-test-kit';
import { userGroups } from '../../../db/tables';

type Category = { id: number; name: string; slug: string; link_path: string; course_count: number };
type Group = { id: number; name: string; is_default: boolean; member_count: number; course_count: number };

describe('categories and user groups in the back office', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    t = await buildTestApp({ CATALOG_CACHE_SECONDS: '60' });
    admin = await signedInAdmin(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
  const categoryPage = (slug: string) =>
    t.app.inject({
      method: 'POST',
      url: '/public/course/cate/pathname',
      payload: { link_path: `/courses/${slug}` },
    });

  it('adds a category whose page opens at once, renames it and audits both', async () => {
    const created = await send('POST', '/api/admin/categories', {
      name: 'Cooking',
      slug: 'cooking',
      sort_order: 2,
    });
    const category = created.json<{ data: Category }>().data;
    expect(category).toMatchObject({ name: 'Cooking', link_path: '/courses/cooking', course_count: 0 });
    expect((await categoryPage('cooking')).json()).toMatchObject({ data: { category: { name: 'Cooking' } } });

    const renamed = await send('PUT', `/api/admin/categories/${String(category.id)}`, {
      name: 'Thai cooking',
      slug: 'thai-cooking',
    });
    expect(renamed.json<{ data: Category }>().data.link_path).toBe('/courses/thai-cooking');
    expect((await categoryPage('thai-cooking')).statusCode).toBe(200);
    expect((await categoryPage('cooking')).statusCode).toBe(404);
    expect(await latestAudit(t.db, 'category.update')).toMatchObject({
      before: { name: 'Cooking' },
      after: { name: 'Thai cooking' },
    });
  });

  it('refuses a category slug another category has', async () => {
    await insertCategory(t.db, { slug: 'taken-slug', linkPath: '/courses/taken-slug' });
    const refused = await send('POST', '/api/admin/categories', { name: 'Again', slug: 'taken-slug' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'SLUG_TAKEN' } });
  });

  it('refuses to delete a category courses use, and deletes an empty one', async () => {
    const used = await insertCategory(t.db);
    await insertCourse(t.db, { categoryId: used.id });
    const list = (await send('GET', '/api/admin/categories')).json<{ data: Category[] }>().data;
    expect(list.find((item) => item.id === used.id)?.course_count).toBe(1);

    const refused = await send('DELETE', `/api/admin/categories/${String(used.id)}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'CATEGORY_IN_USE' } });

    const empty = await insertCategory(t.db);
    expect((await send('DELETE', `/api/admin/categories/${String(empty.id)}`)).statusCode).toBe(200);
    const after = (await send('GET', '/api/admin/categories')).json<{ data: Category[] }>().data;
    expect(after.map((item) => item.id)).toContain(used.id);
    expect(after.map((item) => item.id)).not.toContain(empty.id);
  });

  it('adds user groups with one default at most, and counts members and limited courses', async () => {
    const first = (
      await send('POST', '/api/admin/user-groups', { name: 'Teachers', is_default: true })
    ).json<{
      data: Group;
    }>().data;
    const second = (await send('POST', '/api/admin/user-groups', { name: 'Nurses', is_default: true })).json<{
      data: Group;
    }>().data;
    const rows = await t.db.select().from(userGroups);
    expect(rows.filter((row) => row.isDefault).map((row) => row.id)).toEqual([second.id]);

    await insertStudent(t.db, { userGroupId: first.id });
    await insertCourse(t.db, { courseForUserGroup: [first.id] });
    const listed = (await send('GET', '/api/admin/user-groups')).json<{ data: Group[] }>().data;
    expect(listed.find((group) => group.id === first.id)).toMatchObject({ member_count: 1, course_count: 1 });

    const renamed = await send('PUT', `/api/admin/user-groups/${String(second.id)}`, { name: 'Nurses 2026' });
    expect(renamed.json<{ data: Group }>().data).toMatchObject({ name: 'Nurses 2026', is_default: false });
    expect(await latestAudit(t.db, 'user_group.update')).toMatchObject({ after: { name: 'Nurses 2026' } });
  });

  it('refuses to delete a user group in use, and deletes an unused one', async () => {
    const used = (await send('POST', '/api/admin/user-groups', { name: 'Members' })).json<{ data: Group }>()
      .data;
    await insertStudent(t.db, { userGroupId: used.id });
    const refused = await send('DELETE', `/api/admin/user-groups/${String(used.id)}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'USER_GROUP_IN_USE' } });

    const unused = (await send('POST', '/api/admin/user-groups', { name: 'Nobody' })).json<{ data: Group }>()
      .data;
    expect((await send('DELETE', `/api/admin/user-groups/${String(unused.id)}`)).statusCode).toBe(200);
    const listed = (await send('GET', '/api/admin/user-groups')).json<{ data: Group[] }>().data;
    expect(listed.map((group) => group.id)).not.toContain(unused.id);
    expect(await latestAudit(t.db, 'user_group.delete')).toMatchObject({ entityId: String(unused.id) });
  });
});
