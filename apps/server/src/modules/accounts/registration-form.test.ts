import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCustomLabel, insertUserGroup } from './registration-test-helpers';

describe('what the registration form loads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the user groups with the default one marked', async () => {
    const general = await insertUserGroup(t.db, 'ทั่วไป', true);
    const teachers = await insertUserGroup(t.db, 'ครู');

    const response = await t.app.inject({ method: 'GET', url: '/api/user/group' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [
        { id: general.id, name: 'ทั่วไป', is_default: true },
        { id: teachers.id, name: 'ครู', is_default: false },
      ],
    });
  });

  it('lists the active custom labels in form order and hides retired ones', async () => {
    const second = await insertCustomLabel(t.db, {
      label: 'Second',
      labelEn: 'Second in English',
      orderLabel: 2,
      typeLabel: 'radio',
      itemList: ['a', 'b'],
    });
    const first = await insertCustomLabel(t.db, { label: 'First', orderLabel: 1, required: true });
    await insertCustomLabel(t.db, { label: 'Retired', orderLabel: 0, isActive: false });

    const response = await t.app.inject({ method: 'GET', url: '/public/customlabel' });

    expect(response.json()).toEqual({
      success: true,
      data: [
        {
          id: first.id,
          type_label: 'inputtext',
          label: 'First',
          label_en: null,
          order_label: 1,
          required: true,
          item_list: [],
        },
        {
          id: second.id,
          type_label: 'radio',
          label: 'Second',
          label_en: 'Second in English',
          order_label: 2,
          required: false,
          item_list: ['a', 'b'],
        },
      ],
    });
  });

  it('describes the account and media routes in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });

    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/public/students/course-detail-page',
        '/api/send/to/email/registration',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/private/students',
        '/private/myaccount/students/tax',
        '/api/user/group',
        '/public/customlabel',
        '/api/home/test_upload',
        '/api/storage/details',
      ]),
    );
  });
});
