import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisLink, type RedisLink } from './shared-rate-limit-store';

/** A place taken in a window's count: kept, it counts until the window ends; given back, it does not. */
export type CountedPlace = { giveBack(): Promise<void> };

export type Taken = { taken: true; place: CountedPlace } | { taken: false; retryAfterMs: number };

/** Whether a key's window is full now, and if so how long until it ends. */
export type Fullness = { isFull: false } | { isFull: true; retryAfterMs: number };

/**
 * Counts events per key in fixed windows, up to a limit. `take` counts one more unless the window
 * is full, in one step, so requests at the same moment cannot all pass a nearly full window;
 * `fullness` only looks, for refusing early before costlier work.
 */
export type WindowCounter = {
  take(key: string, max: number, windowMs: number): Promise<Taken>;
  fullness(key: string, max: number): Promise<Fullness>;
};

type LocalWindow = { count: number; endsAt: number };

/** A place is given back once, however often its holder asks. */
const givenBackOnce = (giveBack: () => Promise<void>): CountedPlace => {
  let isGivenBack = false;
  return {
    giveBack: async () => {
      if (isGivenBack) return;
      isGivenBack = true;
      await giveBack();
    },
  };
};

/** Counts in this instance's memory; windows that ended are swept once a window has passed. */
export const localWindowCounter = (now: () => number = Date.now): WindowCounter => {
  const windows = new Map<string, LocalWindow>();
  let sweptAt = now();
  const sweep = (at: number, windowMs: number) => {
    if (at - sweptAt < windowMs) return;
    sweptAt = at;
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  };
  return {
    fullness: (key, max) => {
      const at = now();
      const window = windows.get(key);
      const isFull = window !== undefined && window.endsAt > at && window.count >= max;
      return Promise.resolve(isFull ? { isFull, retryAfterMs: window.endsAt - at } : { isFull: false });
    },
    take: (key, max, windowMs) => {
      const at = now();
      sweep(at, windowMs);
      const current = windows.get(key);
      const window = current && current.endsAt > at ? current : { count: 0, endsAt: at + windowMs };
      if (window.count >= max) return Promise.resolve({ taken: false, retryAfterMs: window.endsAt - at });
      window.count += 1;
      windows.set(key, window);
      const place = givenBackOnce(() => {
        // A window that ended (and perhaps began again) owes nothing back.
        if (windows.get(key) === window && window.count > 0) window.count -= 1;
        return Promise.resolve();
      });
      return Promise.resolve({ taken: true, place });
    },
  };
};

/** Counts one more unless the window is full; answers [taken 0 or 1, milliseconds left in the window]. */
const TAKE_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current >= tonumber(ARGV[2]) then return {0, redis.call('PTTL', KEYS[1])} end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {1, redis.call('PTTL', KEYS[1])}`;

/** Gives a place back while its window lasts (a key that expired is not brought back as -1). */
const GIVE_BACK_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 1`;

const redisFullness = async (redis: Redis, key: string, max: number): Promise<Fullness> => {
  const [current, leftMs] = await Promise.all([redis.get(key), redis.pttl(key)]);
  return Number(current ?? 0) >= max
    ? { isFull: true, retryAfterMs: Math.max(leftMs, 0) }
    : { isFull: false };
};

const redisTake = async (redis: Redis, key: string, max: number, windowMs: number): Promise<Taken> => {
  const [taken, leftMs] = (await redis.eval(TAKE_SCRIPT, 1, key, windowMs, max)) as [number, number];
  if (taken === 0) return { taken: false, retryAfterMs: Math.max(leftMs, 0) };
  return {
    taken: true,
    place: givenBackOnce(async () => {
      await redis.eval(GIVE_BACK_SCRIPT, 1, key);
    }),
  };
};

/**
 * Counts in Redis, shared by every instance, while it answers; in this instance's memory while it
 * does not (as the rate limits do). A place taken in one is given back to the same one.
 */
export const sharedWindowCounter = (
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
  link: RedisLink = redisLink(redis, log),
): WindowCounter => {
  const local = localWindowCounter();
  return {
    fullness: async (key, max) => {
      if (!link.isUsable()) return local.fullness(key, max);
      try {
        return await redisFullness(redis, `${nameSpace}${key}`, max);
      } catch (error) {
        link.failed(error as Error);
        return local.fullness(key, max);
      }
    },
    take: async (key, max, windowMs) => {
      if (!link.isUsable()) return local.take(key, max, windowMs);
      const sharedKey = `${nameSpace}${key}`;
      try {
        const taken = await redisTake(redis, sharedKey, max, windowMs);
        if (!taken.taken) return taken;
        return {
          taken: true,
          place: {
            // Giving back is a courtesy: if Redis fails now, the place counts until its window ends.
            giveBack: () =>
              taken.place.giveBack().catch((error: unknown) => {
                link.failed(error as Error);
              }),
          },
        };
      } catch (error) {
        link.failed(error as Error);
        return local.take(key, max, windowMs);
      }
    },
  };
};
