import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, TEST_PASSWORD } from '../../test/factories';

/** Failed sign-ins allowed per address each minute in these tests. */
const FAILURES = 5;

describe('failed sign-ins per address, whatever the names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_FAILURES_PER_MINUTE: String(FAILURES) });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (remoteAddress: string, username: string, password = 'Spring2026!') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });
  const newName = () => `spray_${randomBytes(4).toString('hex')}`;
  /** Wrong sign-ins from one address, `clients` at a time, each with a name not tried before. */
  const spray = async (remoteAddress: string, tries: number, clients = 1) => {
    const statuses: number[] = [];
    const client = async () => {
      while (statuses.length < tries) {
        statuses.push(-1);
        const index = statuses.length - 1;
        statuses[index] = (await signIn(remoteAddress, newName())).statusCode;
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
    return statuses;
  };
  const count = (statuses: number[], status: number) => statuses.filter((item) => item === status).length;

  it('refuses a spray with a new name each try once the address has failed its limit', async () => {
    const statuses = await spray('192.0.2.51', FAILURES + 6);
    const refused = await signIn('192.0.2.51', newName());

    expect(statuses).toEqual([
      ...Array.from({ length: FAILURES }, () => 401),
      ...Array.from({ length: 6 }, () => 429),
    ]);
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'TOO_MANY_FAILED_SIGN_INS' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets no more wrong passwords through than the limit when four clients spray at once', async () => {
    const statuses = await spray('192.0.2.52', 20, 4);

    expect(count(statuses, 401)).toBe(FAILURES);
    expect(count(statuses, 429)).toBe(20 - FAILURES);
  });

  it('refuses even the right password from a sprayed address until its minute is over', async () => {
    const student = await insertStudent(t.db);
    await spray('192.0.2.53', FAILURES);

    expect((await signIn('192.0.2.53', student.username, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('leaves other addresses alone: a buyer elsewhere signs in during the spray, a typo there is a 401', async () => {
    const student = await insertStudent(t.db);

    const [statuses, elsewhere, typo] = await Promise.all([
      spray('192.0.2.54', FAILURES + 10, 4),
      signIn('192.0.2.55', student.username, TEST_PASSWORD),
      signIn('192.0.2.56', student.username, 'not-my-password'),
    ]);

    expect(count(statuses, 429)).toBe(10);
    expect(elsewhere.statusCode).toBe(200);
    expect(typo.statusCode).toBe(401);
  });

  it('lets a class behind one address sign in at the same moment, however low the limit', async () => {
    const pupils = await Promise.all(Array.from({ length: 4 * FAILURES }, () => insertStudent(t.db)));

    const answers = await Promise.all(
      pupils.map((pupil) => signIn('192.0.2.58', pupil.username, TEST_PASSWORD)),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });

  it('counts only failures: sign-ins that succeed leave the allowance of their address whole', async () => {
    const students = await Promise.all(Array.from({ length: FAILURES + 2 }, () => insertStudent(t.db)));
    for (const student of students) {
      expect((await signIn('192.0.2.57', student.username, TEST_PASSWORD)).statusCode).toBe(200);
    }

    expect(await spray('192.0.2.57', FAILURES + 1)).toEqual([
      ...Array.from({ length: FAILURES }, () => 401),
      429,
    ]);
  });
});
