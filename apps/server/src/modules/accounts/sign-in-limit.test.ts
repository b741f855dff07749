import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, TEST_PASSWORD } from '../../test/factories';

describe('the per-account sign-in limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every try here comes from one address: its own limit on failures is set out of the way.
    t = await buildTestApp({ LOGIN_FAILURES_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: '192.0.2.31',
    });
  const tryAll = async (names: string[], password = 'guess') => {
    const statuses: number[] = [];
    for (const name of names) statuses.push((await login(name, password)).statusCode);
    return statuses;
  };
  const uniqueName = () => `learner_${randomBytes(4).toString('hex')}`;

  it('counts tries at one account together however its name is written, its e-mail included', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    await insertStudent(t.db, { username, email });
    const spellings = [
      username,
      username.toUpperCase(),
      `Learner_${username.slice(8)}`,
      email,
      email.toUpperCase(),
    ];

    const statuses = await tryAll([...spellings, ...spellings]);
    const eleventh = await login(`LEARNER_${username.slice(8)}`, 'guess');

    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
  });

  it('refuses even the right password once the account is over its limit', async () => {
    const username = uniqueName();
    await insertStudent(t.db, { username });
    await tryAll(Array.from({ length: 10 }, (_, index) => (index % 2 ? username : username.toUpperCase())));

    expect((await login(username, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('counts tries at a name no account has together in any letter case', async () => {
    const name = uniqueName();
    const statuses = await tryAll(
      Array.from({ length: 10 }, (_, index) => (index % 2 ? name.toUpperCase() : name)),
    );

    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await login(` ${name.toUpperCase()} `, 'guess')).statusCode).toBe(429);
  });

  it("does not count one account's tries against another account", async () => {
    const first = uniqueName();
    const second = uniqueName();
    await insertStudent(t.db, { username: first });
    await insertStudent(t.db, { username: second });
    await tryAll(Array.from({ length: 11 }, () => first));

    expect((await login(second, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
