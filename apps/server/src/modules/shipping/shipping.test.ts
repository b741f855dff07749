import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertShippingFeeOption } from '../../test/commerce-factories';
import { insertStudent } from '../../test/factories';
import { sessionCookieFor } from '../../test/sessions';

describe('delivery addresses and fees', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const address = {
    recipient_name: 'Somsri',
    tel: '0812345678',
    address: '99 Rama 4',
    province: 'Bangkok',
    postcode: '10110',
  };

  it("keeps a student's addresses, the first one as the default, and a later default replacing it", async () => {
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/private/shipping/addresses', payload, headers: { cookie } });

    const first = (await post(address)).json<{ data: { id: number; is_default: boolean } }>().data;
    const second = (await post({ ...address, address: '1 Silom', is_default: true })).json<{
      data: { id: number };
    }>().data;

    expect(first.is_default).toBe(true);
    const list = await t.app.inject({
      method: 'GET',
      url: '/private/shipping/addresses',
      headers: { cookie },
    });
    expect(
      list
        .json<{ data: { id: number; is_default: boolean }[] }>()
        .data.map((item) => [item.id, item.is_default]),
    ).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('refuses a phone number that is not 9 to 10 digits', async () => {
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);

    const response = await t.app.inject({
      method: 'POST',
      url: '/private/shipping/addresses',
      payload: { ...address, tel: '12-34' },
      headers: { cookie },
    });

    expect(response.json()).toMatchObject({ error: { code: 'INPUT_ERROR', params: [{ param: 'tel' }] } });
  });

  it("does not let a student remove another student's address", async () => {
    const owner = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    const stranger = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/private/shipping/addresses',
        payload: address,
        headers: { cookie: owner },
      })
    ).json<{ data: { id: number } }>().data;

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/private/shipping/addresses/${String(created.id)}`,
      headers: { cookie: stranger },
    });

    expect(response.statusCode).toBe(404);
  });

  it('lists the active delivery options with their fees', async () => {
    const ems = await insertShippingFeeOption(t.db, { name: 'EMS', fee: 8_000 });
    await insertShippingFeeOption(t.db, { name: 'Old', fee: 1, isActive: false });

    const response = await t.app.inject({ method: 'GET', url: '/public/shipping/fees' });

    expect(response.json()).toEqual({
      success: true,
      data: [{ id: ems.id, name: 'EMS', fee: 8_000, fee_usd: null }],
    });
  });
});
