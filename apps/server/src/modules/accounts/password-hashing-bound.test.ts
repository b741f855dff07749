import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/tables';
import {
  DEFAULT_HASH_QUEUE,
  defaultHashingConcurrency,
  hashPassword,
  setPasswordHashingLimits,
} from '../../lib/password';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, TEST_PASSWORD } from '../../test/factories';
import { sessionCookieFor } from '../../test/sessions';
import { memberPayload, register } from './registration-test-helpers';

/**
 * Keeps the process's one place for password hashing busy with real argon2 hashes, one after the
 * other, until released: what a flood of sign-ins from many addresses does to the server.
 */
const holdPasswordHashing = () => {
  const holding = { isOn: true };
  const held = (async () => {
    while (holding.isOn) await hashPassword('holding the only place').catch(() => undefined);
  })();
  return async () => {
    holding.isOn = false;
    await held;
  };
};

describe('the bound on password hashing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PASSWORD_HASHES_AT_ONCE: '1', PASSWORD_HASH_QUEUE: '0' });
  });
  afterAll(async () => {
    await t.close();
    setPasswordHashingLimits({ concurrency: defaultHashingConcurrency(), maxWaiting: DEFAULT_HASH_QUEUE });
  });

  const signIn = (username: string, password: string, remoteAddress = '192.0.2.61') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });

  it('answers sign-in, registration and password change 503 SERVER_BUSY while every place is taken, writing nothing', async () => {
    const student = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, student.id);
    const accounts = (await t.db.select({ accounts: count() }).from(users))[0]?.accounts;
    const release = holdPasswordHashing();

    const answers = {
      signIn: await signIn(student.username, TEST_PASSWORD),
      registration: await register(t.app, memberPayload()),
      passwordChange: await t.app.inject({
        method: 'PUT',
        url: '/private/myaccount/students/password',
        headers: { cookie },
        payload: {
          current_password: TEST_PASSWORD,
          password: 'N3w!Secret#x',
          confirm_password: 'N3w!Secret#x',
        },
      }),
    };
    await release();

    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, status: answer.statusCode }).toEqual({ name, status: 503 });
      expect(answer.json()).toEqual({
        success: false,
        error: { code: 'SERVER_BUSY', msg: expect.stringContaining('try again') as string },
      });
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect((await t.db.select({ accounts: count() }).from(users))[0]?.accounts).toBe(accounts);
    expect(answers.signIn.cookies).toEqual([]);
  });

  it('does not count a sign-in refused as busy as a failure, and signs in once the rush is over', async () => {
    const student = await insertStudent(t.db);
    const release = holdPasswordHashing();
    const busy = await Promise.all(
      Array.from({ length: 40 }, (_, index) => signIn(`nobody_${String(index)}`, 'guess', '192.0.2.62')),
    );
    await release();

    expect(busy.map((answer) => answer.statusCode)).toEqual(busy.map(() => 503));
    expect((await signIn(student.username, TEST_PASSWORD, '192.0.2.62')).statusCode).toBe(200);
  });

  it('lets a sign-in wait its turn in the queue rather than refusing it', async () => {
    setPasswordHashingLimits({ concurrency: 1, maxWaiting: 4 });
    const student = await insertStudent(t.db);
    const release = holdPasswordHashing();

    const answer = await signIn(student.username, TEST_PASSWORD, '192.0.2.63');
    await release();

    expect(answer.statusCode).toBe(200);
  });
});
