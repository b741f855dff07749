import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TtlCache } from '../lib/ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Viewer-independent catalogue reads (course core, plans, promotions). */
    catalogCache: TtlCache;
  }
}

export const catalogCachePlugin = fp(
  (app: FastifyInstance, options: { ttlSeconds: number }) => {
    app.decorate('catalogCache', new TtlCache(options.ttlSeconds * 1000));
  },
  { name: 'catalog-cache' },
);
