import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { accountRowCounts, memberPayload, register, sessionCookie } from './registration-test-helpers';

describe('the password rule of registration, through HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const withPassword = (password: string) => memberPayload({ password, confirm_password: password });

  it.each(['password1', 'Iloveyou', 'qwerty123'])(
    'refuses the common password %j with PASSWORD_TOO_COMMON and says why under the password',
    async (password) => {
      const before = await accountRowCounts(t.db);

      const response = await register(t.app, withPassword(password), { 'accept-language': 'en' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: {
          code: 'PASSWORD_TOO_COMMON',
          params: [{ param: 'password', message: expect.stringContaining('easy to guess') as unknown }],
        },
      });
      expect(sessionCookie(response)).toBeNull();
      expect(await accountRowCounts(t.db)).toEqual(before);
    },
  );

  it('refuses 123456 for being short before looking it up', async () => {
    const response = await register(t.app, withPassword('123456'));

    expect(response.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_SHORT' } });
  });

  it.each(['Str0ng!Pass#', 'ข้าวมันไก่ 3 จาน', 'correct horse battery staple'])(
    'accepts %j and signs the new member in with it',
    async (password) => {
      const payload = withPassword(password);

      const response = await register(t.app, payload);

      expect(response.statusCode).toBe(200);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: payload.username, password },
      });
      expect(login.statusCode).toBe(200);
    },
  );
});
