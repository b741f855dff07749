import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const redisUrl = process.env.REDIS_URL;

/** Failed sign-ins allowed per address each minute on both instances. */
const FAILURES = 12;

/** An address of the benchmarking range no other run is likely to use within the minute Redis keeps a count. */
const randomAddress = () => `198.18.${String(randomInt(256))}.${String(randomInt(256))}`;

// Without Redis each instance counts alone; this proves the counts are shared when it is set.
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', LOGIN_FAILURES_PER_MINUTE: String(FAILURES) };
    first = await buildTestApp(env);
    second = await buildTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const attempt = (t: TestApp, username: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { username, password: 'guess' },
    });

  it('counts sign-in attempts on two instances together', async () => {
    // Each test app has a database of its own, so the name is one no account has on either: the
    // limit counts it the same way on both (instances in production share one database).
    const username = `shared_${randomBytes(6).toString('hex')}`;
    const address = randomAddress();

    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push((await attempt(first, username, address)).statusCode);
    for (let index = 0; index < 5; index += 1)
      statuses.push((await attempt(second, username, address)).statusCode);
    const eleventh = await attempt(first, username, address);

    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(eleventh.statusCode).toBe(429);
  });

  it('counts failed sign-ins from one address on two instances together, whatever the names', async () => {
    const address = randomAddress();
    const newName = () => `spray_${randomBytes(6).toString('hex')}`;

    const statuses: number[] = [];
    for (let index = 0; index < FAILURES; index += 1) {
      const instance = index % 2 === 0 ? first : second;
      statuses.push((await attempt(instance, newName(), address)).statusCode);
    }
    const refused = await attempt(second, newName(), address);

    expect(statuses).toEqual(statuses.map(() => 401));
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'TOO_MANY_FAILED_SIGN_INS' } });
  });
});
