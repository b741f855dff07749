import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertShippingFeeOption } from '../../../test/commerce-factories';
import { latestAudit, signedInAdmin } from '../../settings/admin/settings-test-kit';

type Option = { id: number; name: string; fee: number; fee_usd: number | null; is_active: boolean };

describe('shipping fees in the back office', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    // A long cache time: the storefront's list is cached, so these tests see that a change drops it.
    t = await buildTestApp({ CATALOG_CACHE_SECONDS: '60' });
    admin = await signedInAdmin(t.db);
    await insertShippingFeeOption(t.db, { name: 'ไปรษณีย์ลงทะเบียน', fee: 5_000, sortOrder: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
  const storefrontOptions = async () =>
    (await t.app.inject({ method: 'GET', url: '/public/shipping/fees' })).json<{ data: Option[] }>().data;

  it('adds an option that the storefront offers at once, in its order, and audits it', async () => {
    expect((await storefrontOptions()).map((option) => option.name)).toEqual(['ไปรษณีย์ลงทะเบียน']);

    const created = await send('POST', '/api/admin/shipping-fees', {
      name: 'Kerry Express',
      fee: 10_000,
      fee_usd: 400,
      sort_order: 0,
    });

    const option = created.json<{ data: Option }>().data;
    expect(option).toMatchObject({ name: 'Kerry Express', fee: 10_000, fee_usd: 400, is_active: true });
    expect(await storefrontOptions()).toEqual([
      { id: option.id, name: 'Kerry Express', fee: 10_000, fee_usd: 400 },
      expect.objectContaining({ name: 'ไปรษณีย์ลงทะเบียน' }),
    ]);
    expect(await latestAudit(t.db, 'shipping_fee.create')).toMatchObject({
      actorUserId: admin.id,
      entityType: 'shipping_fee',
      entityId: String(option.id),
      after: { name: 'Kerry Express', fee: 10_000 },
    });
  });

  it('changes an option: the storefront shows the new fee at once, and a switched-off one not at all', async () => {
    const option = (
      await send('POST', '/api/admin/shipping-fees', { name: 'EMS', fee: 8_000, sort_order: 5 })
    ).json<{ data: Option }>().data;
    expect(await storefrontOptions()).toContainEqual(expect.objectContaining({ id: option.id, fee: 8_000 }));

    await send('PUT', `/api/admin/shipping-fees/${String(option.id)}`, {
      name: 'EMS',
      fee: 9_000,
      sort_order: 5,
    });
    expect(await storefrontOptions()).toContainEqual(expect.objectContaining({ id: option.id, fee: 9_000 }));

    await send('PUT', `/api/admin/shipping-fees/${String(option.id)}`, {
      name: 'EMS',
      fee: 9_000,
      sort_order: 5,
      is_active: false,
    });
    expect((await storefrontOptions()).map((listed) => listed.id)).not.toContain(option.id);
    expect(await latestAudit(t.db, 'shipping_fee.update')).toMatchObject({
      before: { fee: 9_000, is_active: true },
      after: { fee: 9_000, is_active: false },
    });
  });

  it('removes an option, which the storefront stops offering at once', async () => {
    const option = (await send('POST', '/api/admin/shipping-fees', { name: 'Flash', fee: 3_000 })).json<{
      data: Option;
    }>().data;
    expect((await storefrontOptions()).map((listed) => listed.id)).toContain(option.id);

    const removed = await send('DELETE', `/api/admin/shipping-fees/${String(option.id)}`);

    expect(removed.json()).toEqual({ success: true });
    expect((await storefrontOptions()).map((listed) => listed.id)).not.toContain(option.id);
    expect(await latestAudit(t.db, 'shipping_fee.delete')).toMatchObject({
      entityId: String(option.id),
      before: { name: 'Flash', fee: 3_000 },
    });
  });

  it('lists every option for the administrator, switched-off ones too', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/shipping-fees',
      headers: { cookie: admin.cookie },
    });

    const answer = listed.json<{ data: Option[]; total: number }>();
    expect(answer.data.map((option) => option.name)).toContain('EMS');
    expect(answer.data.find((option) => option.name === 'EMS')?.is_active).toBe(false);
    expect(answer.total).toBe(answer.data.length);
  });

  it('refuses a negative fee, a fractional fee and an empty name with INPUT_ERROR naming each field', async () => {
    const response = await send('POST', '/api/admin/shipping-fees', { name: ' ', fee: -1, fee_usd: 1.5 });

    expect(response.statusCode).toBe(400);
    const error = response.json<{ error: { code: string; params: { param: string }[] } }>().error;
    expect(error.code).toBe('INPUT_ERROR');
    expect(error.params.map((param) => param.param).sort()).toEqual(['fee', 'fee_usd', 'name']);
  });

  it('answers NOT_FOUND for an option that does not exist', async () => {
    const changed = await send('PUT', '/api/admin/shipping-fees/999999', { name: 'X', fee: 1 });
    const removed = await send('DELETE', '/api/admin/shipping-fees/999999');

    expect(changed.statusCode).toBe(404);
    expect(removed.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
