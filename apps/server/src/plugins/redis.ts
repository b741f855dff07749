import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by every instance when REDIS_URL is set: rate limits, realtime, caches. */
    redis: Redis | null;
  }
}

export const redisPlugin = fp(
  async (app: FastifyInstance, options: { url: string | undefined }) => {
    if (!options.url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
