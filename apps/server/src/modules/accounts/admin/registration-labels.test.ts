import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customLabels } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestAudit, signedInAdmin } from '../../settings/admin/settings-test-kit';

type Label = { id: number; label: string; required: boolean; is_active: boolean; item_list: string[] };

describe('custom registration fields in the back office', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAdmin(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
  const formLabels = async () =>
    (await t.app.inject({ method: 'GET', url: '/public/customlabel' })).json<{ data: Label[] }>().data;

  it('adds a required choice field that the registration form asks at once, and audits it', async () => {
    const response = await send('POST', '/api/admin/custom-labels', {
      type_label: 'select',
      label: 'อาชีพ',
      required: true,
      item_list: ['ครู', 'นักเรียน'],
    });

    const label = response.json<{ data: Label }>().data;
    expect(await formLabels()).toContainEqual(
      expect.objectContaining({ id: label.id, label: 'อาชีพ', required: true, item_list: ['ครู', 'นักเรียน'] }),
    );
    expect(await latestAudit(t.db, 'custom_label.create')).toMatchObject({
      actorUserId: admin.id,
      entityId: String(label.id),
    });
  });

  it('keeps an English name beside the Thai one for the English pages, and clears it when emptied', async () => {
    const created = (
      await send('POST', '/api/admin/custom-labels', {
        type_label: 'inputtext',
        label: 'ชื่อโรงเรียน',
        label_en: ' School name ',
      })
    ).json<{ data: Label & { label_en: string | null } }>().data;
    expect(created.label_en).toBe('School name');
    expect(await formLabels()).toContainEqual(
      expect.objectContaining({ id: created.id, label: 'ชื่อโรงเรียน', label_en: 'School name' }),
    );

    const emptied = await send('PUT', `/api/admin/custom-labels/${String(created.id)}`, {
      type_label: 'inputtext',
      label: 'ชื่อโรงเรียน',
      label_en: '',
    });
    expect(emptied.json<{ data: { label_en: string | null } }>().data.label_en).toBeNull();
  });

  it('hides a field from the form with the shown switch, and lists it for the administrator still', async () => {
    const label = (
      await send('POST', '/api/admin/custom-labels', { type_label: 'inputtext', label: 'Line ID' })
    ).json<{ data: Label }>().data;

    await send('PUT', `/api/admin/custom-labels/${String(label.id)}`, {
      type_label: 'inputtext',
      label: 'Line ID',
      is_active: false,
    });

    expect((await formLabels()).map((listed) => listed.id)).not.toContain(label.id);
    const listed = (await send('GET', '/api/admin/custom-labels')).json<{ data: Label[] }>().data;
    expect(listed.find((row) => row.id === label.id)?.is_active).toBe(false);
  });

  it('refuses a choice field without choices and a text field with choices, changing nothing', async () => {
    const before = await t.db.select().from(customLabels);

    const noChoices = await send('POST', '/api/admin/custom-labels', { type_label: 'radio', label: 'Size' });
    const textChoices = await send('POST', '/api/admin/custom-labels', {
      type_label: 'inputtext',
      label: 'Note',
      item_list: ['a'],
    });

    for (const response of [noChoices, textChoices]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'INPUT_ERROR', params: [{ param: 'item_list' }] },
      });
    }
    expect(await t.db.select().from(customLabels)).toEqual(before);
  });

  it('removes a field, which the form stops asking', async () => {
    const label = (
      await send('POST', '/api/admin/custom-labels', { type_label: 'inputtext', label: 'Company' })
    ).json<{ data: Label }>().data;

    const removed = await send('DELETE', `/api/admin/custom-labels/${String(label.id)}`);

    expect(removed.json()).toEqual({ success: true });
    expect((await formLabels()).map((listed) => listed.id)).not.toContain(label.id);
    expect((await send('DELETE', `/api/admin/custom-labels/${String(label.id)}`)).statusCode).toBe(404);
  });
});
