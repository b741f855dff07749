import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { localWindowCounter, sharedWindowCounter, type Taken, type WindowCounter } from './window-counter';

const MINUTE = 60_000;
const silent = pino({ level: 'silent' });

const takeMany = async (counter: WindowCounter, key: string, max: number, count: number) => {
  const answers: Taken[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await counter.take(key, max, MINUTE));
  return answers;
};

describe('localWindowCounter', () => {
  it('counts up to the limit in a window, then refuses until the window ends', async () => {
    let now = 1_000_000;
    const counter = localWindowCounter(() => now);

    const answers = await takeMany(counter, 'a', 3, 4);
    now += 59_000;
    const stillFull = await counter.take('a', 3, MINUTE);
    now += 1_000;
    const nextWindow = await counter.take('a', 3, MINUTE);

    expect(answers.map((answer) => answer.taken)).toEqual([true, true, true, false]);
    expect(answers[3]).toEqual({ taken: false, retryAfterMs: MINUTE });
    expect(stillFull).toEqual({ taken: false, retryAfterMs: 1_000 });
    expect(nextWindow.taken).toBe(true);
  });

  it('says whether a window is full without counting', async () => {
    let now = 0;
    const counter = localWindowCounter(() => now);

    const empty = await counter.fullness('a', 2);
    await takeMany(counter, 'a', 2, 1);
    const half = await counter.fullness('a', 2);
    await takeMany(counter, 'a', 2, 1);
    now = 20_000;
    const full = await counter.fullness('a', 2);
    now = MINUTE;
    const over = await counter.fullness('a', 2);

    expect([empty, half, full, over]).toEqual([
      { isFull: false },
      { isFull: false },
      { isFull: true, retryAfterMs: 40_000 },
      { isFull: false },
    ]);
  });

  it('takes a place given back as free again, and counts keys apart', async () => {
    const counter = localWindowCounter(() => 5_000);
    const [first] = await takeMany(counter, 'a', 2, 2);
    if (!first?.taken) throw new Error('the first take should pass');

    await first.place.giveBack();
    await first.place.giveBack();

    expect((await takeMany(counter, 'a', 2, 2)).map((answer) => answer.taken)).toEqual([true, false]);
    expect((await counter.take('b', 2, MINUTE)).taken).toBe(true);
  });

  it('owes nothing back to a window that has ended', async () => {
    let now = 0;
    const counter = localWindowCounter(() => now);
    const old = await counter.take('a', 1, MINUTE);
    now = MINUTE;
    await counter.take('a', 1, MINUTE);

    if (old.taken) await old.place.giveBack();

    expect((await counter.take('a', 1, MINUTE)).taken).toBe(false);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('sharedWindowCounter with Redis', () => {
  let redis: Redis;
  let other: Redis;
  beforeAll(async () => {
    redis = new Redis(redisUrl ?? '');
    other = new Redis(redisUrl ?? '');
    await Promise.all([redis.ping(), other.ping()]);
  });
  afterAll(async () => {
    await redis.quit();
    await other.quit();
  });

  it('counts on two instances together, refuses past the limit and takes a place given back', async () => {
    const nameSpace = `test-window-${randomBytes(4).toString('hex')}:`;
    const first = sharedWindowCounter(redis, nameSpace, silent);
    const second = sharedWindowCounter(other, nameSpace, silent);

    const taken = [await first.take('a', 3, MINUTE), await second.take('a', 3, MINUTE)];
    const notYetFull = await first.fullness('a', 3);
    const third = await first.take('a', 3, MINUTE);
    const full = await second.fullness('a', 3);
    const refused = await second.take('a', 3, MINUTE);
    if (taken[0]?.taken) await taken[0].place.giveBack();
    const afterGivingBack = await second.take('a', 3, MINUTE);

    expect([...taken, third].map((answer) => answer.taken)).toEqual([true, true, true]);
    expect(notYetFull).toEqual({ isFull: false });
    expect(full.isFull).toBe(true);
    expect(refused.taken).toBe(false);
    expect(refused.taken ? 0 : refused.retryAfterMs).toBeGreaterThan(MINUTE - 5_000);
    expect(afterGivingBack.taken).toBe(true);
    expect(await redis.pttl(`${nameSpace}a`)).toBeGreaterThan(0);
  });
});

describe('sharedWindowCounter while Redis is away', () => {
  it('counts on this instance with the same limit', async () => {
    const away = new Redis(`redis://127.0.0.1:${String(await freePort())}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    away.on('error', () => undefined);
    const counter = sharedWindowCounter(away, 'away:', silent);

    const answers = await takeMany(counter, 'a', 2, 3);

    expect(answers.map((answer) => answer.taken)).toEqual([true, true, false]);
    expect((await counter.fullness('a', 2)).isFull).toBe(true);
    away.disconnect();
  });
});
