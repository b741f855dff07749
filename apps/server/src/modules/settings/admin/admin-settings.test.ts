import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertStudent, insertUser } from '../../../test/factories';
import { sessionCookieFor } from '../../../test/sessions';

describe('site settings in the back office', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    adminCookie = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets an administrator read every setting and change some, which the public settings then show', async () => {
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { layout_course_detail: 4, max_users: 500 },
      headers: { cookie: adminCookie },
    });

    expect(changed.json()).toMatchObject({
      data: { layout_course_detail: 4, max_users: 500, auto_cancel: 48 },
    });
    const publicSettings = await t.app.inject({ method: 'GET', url: '/api/setting/site/into/1' });
    expect(publicSettings.json()).toMatchObject({ data: { layout_course_detail: 4 } });
  });

  it('changes only the settings a request names', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { vat_value: 10, title: 'Shop A' },
      headers: { cookie: adminCookie },
    });

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { title: 'Shop B' },
      headers: { cookie: adminCookie },
    });

    expect(changed.json()).toMatchObject({ data: { title: 'Shop B', vat_value: 10 } });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { vat_value: 7 },
      headers: { cookie: adminCookie },
    });
  });

  it('refuses an invalid value and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { vat_value: 250 },
      headers: { cookie: adminCookie },
    });

    expect(response.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'vat_value' }] },
    });
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: adminCookie },
    });
    expect(current.json()).toMatchObject({ data: { vat_value: 7 } });
  });

  it('refuses a student with FORBIDDEN and a visitor with UNAUTHORIZED', async () => {
    const student = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);

    const asStudent = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: student },
    });
    const asVisitor = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: {} });

    expect(asStudent.statusCode).toBe(403);
    expect(asVisitor.statusCode).toBe(401);
  });
  it('keeps an audit row of each change: who, which settings, before and after', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { title: 'Before' },
      headers: { cookie: adminCookie },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { title: 'After' },
      headers: { cookie: adminCookie },
    });

    const [latest] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(latest).toMatchObject({
      action: 'settings.update',
      entityType: 'settings',
      before: { title: 'Before' },
      after: { title: 'After' },
    });
    expect(latest?.actorUserId).toEqual(expect.any(Number));
  });

  it("keeps the administrators' notice addresses, checked, and never shows them to visitors", async () => {
    const put = (addresses: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { admin_notice_emails: addresses },
        headers: { cookie: adminCookie },
      });

    const saved = await put([' payments@shop.example', 'owner@shop.example']);
    const notAnAddress = await put(['payments@shop.example', 'not an address']);
    const twice = await put(['owner@shop.example', 'Owner@Shop.example']);

    expect(saved.json()).toMatchObject({
      data: { admin_notice_emails: ['payments@shop.example', 'owner@shop.example'] },
    });
    for (const refused of [notAnAddress, twice]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'INPUT_ERROR' } });
    }
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: adminCookie },
    });
    expect(read.json()).toMatchObject({
      data: { admin_notice_emails: ['payments@shop.example', 'owner@shop.example'] },
    });
    const publicSettings = await t.app.inject({ method: 'GET', url: '/api/setting/site/into/1' });
    expect(publicSettings.body).not.toContain('payments@shop.example');
    expect(publicSettings.json<{ data: object }>().data).not.toHaveProperty('admin_notice_emails');
  });
});
