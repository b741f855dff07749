import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forgetSiteSettings, onSiteSettingsChanged } from '../modules/settings/index';

/** The Redis channel every instance announces its cache invalidations on. */
export const CACHE_INVALIDATION_CHANNEL = 'shop:cache-invalidation';

const FIRST_SUBSCRIPTION_MS = 3_000;

type Invalidation = { from: string; catalog?: string; settings?: true };

const parse = (message: string): Invalidation | null => {
  try {
    const value = JSON.parse(message) as Partial<Invalidation>;
    return typeof value.from === 'string' ? (value as Invalidation) : null;
  } catch {
    return null;
  }
};

/**
 * Several instances, one truth: each instance caches the settings and public catalogue reads
 * for CATALOG_CACHE_SECONDS, so a change made on one is announced over Redis and the others
 * drop their copies at once. While the subscription is down an instance may miss news, so it
 * drops everything when it is back; the time limit still bounds what it serves meanwhile.
 * Without Redis there is one instance, and local invalidation is all there is.
 */
export const cacheInvalidationPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.redis;
    if (!redis) return;
    const instance = randomUUID();
    let isAnnouncing = true;
    const announce = (news: Omit<Invalidation, 'from'>) => {
      // Not awaited: a change never waits for Redis, and news that is lost expires anyway.
      redis.publish(CACHE_INVALIDATION_CHANNEL, JSON.stringify({ from: instance, ...news })).then(
        () => {
          isAnnouncing = true;
        },
        (error: unknown) => {
          // Once per outage: every order invalidates a course page.
          if (isAnnouncing)
            app.log.warn(
              { err: error },
              'cache news not sent; other instances catch up within the cache time',
            );
          isAnnouncing = false;
        },
      );
    };
    const stopCatalog = app.catalogCache.onInvalidate((prefix) => {
      announce({ catalog: prefix });
    });
    const stopSettings = onSiteSettingsChanged(app.db, () => {
      announce({ settings: true });
    });
    const dropEverything = () => {
      app.catalogCache.invalidateHere('');
      forgetSiteSettings(app.db);
    };

    const subscriber = redis.duplicate({ lazyConnect: true, autoResubscribe: false });
    let isDown = false;
    let settled: () => void = () => undefined;
    const firstAttempt = new Promise<void>((resolve) => {
      settled = resolve;
    });
    subscriber.on('error', (error: Error) => {
      if (!isDown) app.log.warn({ err: error }, 'cache invalidation subscriber lost Redis; retrying');
      isDown = true;
      settled();
    });
    // On every (re)connection: subscribe again, and forget what may have changed unannounced.
    subscriber.on('ready', () => {
      subscriber
        .subscribe(CACHE_INVALIDATION_CHANNEL)
        .then(() => {
          if (isDown) app.log.info('cache invalidation subscriber is back');
          isDown = false;
          dropEverything();
          settled();
        })
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'cache invalidation subscription failed');
        });
    });
    subscriber.on('message', (_channel: string, message: string) => {
      const news = parse(message);
      if (!news || news.from === instance) return;
      if (news.settings) forgetSiteSettings(app.db);
      if (typeof news.catalog === 'string') app.catalogCache.invalidateHere(news.catalog);
    });
    subscriber.connect().catch(() => {
      // Reported by the 'error' listener; ioredis keeps reconnecting.
    });

    app.addHook('onClose', async () => {
      stopCatalog();
      stopSettings();
      // QUIT would wait in the offline queue of a connection that is down.
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => undefined);
      subscriber.disconnect();
    });
    // Serve only once subscribed, so no change made meanwhile goes unheard; with Redis away the
    // first failure (or the time limit) lets the instance start regardless.
    await Promise.race([firstAttempt, setTimeout(FIRST_SUBSCRIPTION_MS, undefined, { ref: false })]);
  },
  { name: 'cache-invalidation', dependencies: ['redis', 'catalog-cache', 'database'] },
);
