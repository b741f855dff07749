import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** After a command fails on an open connection, count locally this long (or until a reconnection). */
const PAUSE_AFTER_FAILURE_MS = 5_000;

/** Whether to ask Redis now: connected, and no command failed on this connection a moment ago. */
export type RedisLink = { isUsable(): boolean; failed(error: Error): void };

export const redisLink = (redis: Redis, log: FastifyBaseLogger): RedisLink => {
  let pausedUntil = 0;
  // A fresh connection gets a fresh chance.
  redis.on('ready', () => {
    pausedUntil = 0;
  });
  return {
    isUsable: () => redis.status === 'ready' && Date.now() >= pausedUntil,
    failed: (error) => {
      if (Date.now() >= pausedUntil) {
        log.warn(
          { reason: error.message },
          'Redis did not answer a rate-limit count; counting on this instance',
        );
      }
      pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    },
  };
};

type StoreSettings = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };

/** One route's counts: in Redis while it answers, in this instance's memory while it does not. */
class SharedStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly link: RedisLink,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    if (!this.link.isUsable()) {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) {
          callback(null, result);
          return;
        }
        this.link.failed(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.link);
  }
}

/**
 * The rate-limit store of an instance with Redis: counts are shared by every instance through
 * Redis, and while Redis is away (not connected, or a command fails or times out) each instance
 * counts alone with the same limits, going back to Redis as soon as it answers again.
 */
export const sharedRateLimitStore = (
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor => {
  const link = redisLink(redis, log);
  return class extends SharedStore {
    constructor(settings: StoreSettings) {
      const continueExceeding = settings.continueExceeding ?? false;
      const exponentialBackoff = settings.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, settings.cache),
        link,
      );
    }
  };
};
