import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const redisUrl = process.env.REDIS_URL;

// Without Redis each instance counts alone; this proves the counts are shared when it is set.
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL: redisUrl ?? '' });
    second = await buildTestApp({ REDIS_URL: redisUrl ?? '' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts sign-in attempts on two instances together', async () => {
    // Each test app has a database of its own, so the name is one no account has on either: the
    // limit counts it the same way on both (instances in production share one database).
    const username = `shared_${randomBytes(6).toString('hex')}`;
    const attempt = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'guess' } });

    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await attempt(first)).statusCode);
    for (let index = 0; index < 5; index += 1) statuses.push((await attempt(second)).statusCode);
    const eleventh = await attempt(first);

    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(eleventh.statusCode).toBe(429);
  });
});
