import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertInstructor, insertStudent } from '../../test/factories';
import { resetSettings, setSettings } from '../../test/settings';
import { accountRowCounts, memberPayload, register } from './registration-test-helpers';
import { startOfShopDay } from './registration.service';

describe('account limits of registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await resetSettings(t.db);
    await t.db.delete(users);
  });

  const studentCount = async () => {
    const [row] = await t.db.select({ value: count() }).from(users);
    return row?.value ?? 0;
  };

  it('stops registrations at the site account limit with OVER_LIMIT_USER', async () => {
    await insertStudent(t.db);
    await insertInstructor(t.db);
    await setSettings(t.db, { max_users: 2 });

    const second = await register(t.app, memberPayload());
    const before = await accountRowCounts(t.db);
    const third = await register(t.app, memberPayload());

    expect(second.statusCode).toBe(200);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ success: false, error: { code: 'OVER_LIMIT_USER' } });
    expect(await accountRowCounts(t.db)).toEqual(before);
  });

  it('stops registrations for the day at the daily limit with ERROR_CREATE_USER_IN_DAY', async () => {
    await setSettings(t.db, { max_new_users_per_day: 2 });

    const answers = [];
    for (let index = 0; index < 3; index += 1) answers.push(await register(t.app, memberPayload()));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 400]);
    expect(answers[2]?.json()).toMatchObject({ error: { code: 'ERROR_CREATE_USER_IN_DAY' } });
    expect(await studentCount()).toBe(2);
  });

  it('counts the day from midnight in Bangkok, not in UTC', async () => {
    const midnight = startOfShopDay(new Date());
    await insertStudent(t.db, { createdAt: new Date(midnight.getTime() - 60_000) });
    await insertStudent(t.db, { createdAt: new Date(midnight.getTime() + 60_000) });
    await setSettings(t.db, { max_new_users_per_day: 2 });

    const allowed = await register(t.app, memberPayload());
    const refused = await register(t.app, memberPayload());

    expect(midnight.getUTCHours()).toBe(17);
    expect(allowed.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ error: { code: 'ERROR_CREATE_USER_IN_DAY' } });
  });

  it('lets exactly the remaining number of accounts through when many register at once', async () => {
    await setSettings(t.db, { max_users: 5 });

    const answers = await Promise.all(Array.from({ length: 15 }, () => register(t.app, memberPayload())));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(
      answers
        .filter((answer) => answer.statusCode !== 200)
        .every((answer) => answer.body.includes('OVER_LIMIT_USER')),
    ).toBe(true);
    expect(await studentCount()).toBe(5);
  });

  it('slows down mass registration from one address: the eleventh in a minute is refused', async () => {
    const fromOneAddress = () =>
      t.app.inject({
        method: 'POST',
        url: '/public/students/course-detail-page',
        payload: memberPayload(),
        remoteAddress: '192.0.2.77',
      });

    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await fromOneAddress()).statusCode);

    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
