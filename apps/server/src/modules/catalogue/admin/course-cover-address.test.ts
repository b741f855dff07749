import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../../db/tables';
import { insertCourse } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInAdmin, uploadPng } from '../../settings/admin/settings-test-kit';

type Listed = { id: number; picture_url: string | null };

describe('a course cover chosen in the back office', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAdmin(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const publish = async (body: Record<string, unknown>) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/courses',
      headers: { cookie: admin.cookie },
      payload: { course_type: 'Online', ...body },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ data: { id: number } }>().data.id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${String(id)}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'published' },
    });
    return id;
  };
  const listedCover = async (id: number) => {
    const list = await t.app.inject({ method: 'GET', url: '/public/courses?pageSize=50' });
    return list.json<{ data: Listed[] }>().data.find((course) => course.id === id)?.picture_url;
  };

  it('is listed on the storefront at its media address, so the browser loads the picture', async () => {
    const picture = await uploadPng(t.app, admin.cookie);
    const id = await publish({ title: 'Cover test', slug: 'cover-test', picture_url: picture });

    expect(await listedCover(id)).toBe(`/uploads/${picture}`);
    const image = await t.app.inject({ method: 'GET', url: `/uploads/${picture}` });
    expect(image.headers['content-type']).toMatch(/^image\//);
  });

  it('keeps its address when the course is saved again with the address it was given', async () => {
    const picture = await uploadPng(t.app, admin.cookie);
    const id = await publish({ title: 'Saved twice', slug: 'saved-twice', picture_url: picture });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${String(id)}`,
      headers: { cookie: admin.cookie },
      payload: {
        course_type: 'Online',
        title: 'Saved twice',
        slug: 'saved-twice',
        picture_url: `/uploads/${picture}`,
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await listedCover(id)).toBe(`/uploads/${picture}`);
  });

  it('is repaired by the migration when an older save left a bare file name', async () => {
    const old = await insertCourse(t.db, { pictureUrl: 'old-cover.jpg', facebookImage: 'old-cover.jpg' });
    const kept = await insertCourse(t.db, { pictureUrl: 'https://cdn.example.com/a.jpg' });
    const migration = await readFile(
      new URL('../../../../drizzle/0011_course_cover_addresses.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.db.execute(sql.raw(statement));
    }

    const [repaired] = await t.db.select().from(courses).where(eq(courses.id, old.id));
    expect(repaired).toMatchObject({
      pictureUrl: '/uploads/old-cover.jpg',
      facebookImage: '/uploads/old-cover.jpg',
    });
    const [untouched] = await t.db.select().from(courses).where(eq(courses.id, kept.id));
    expect(untouched?.pictureUrl).toBe('https://cdn.example.com/a.jpg');
  });
});
