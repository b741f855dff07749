import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasReadSession } from './session';

/**
 * Answers that depend on who asks are never kept by a browser or a proxy: every answer that read
 * the session (every route that needs one, as its access check reads it; the viewer's cart,
 * orders and course status, `/api/auth/me`) and every answer that sets a cookie get
 * `Cache-Control: no-store`, unless the route chose its own. Public reads that never look at the viewer (the
 * catalogue, the public settings) keep their caching.
 */
export const noStorePlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.hasHeader('cache-control')) return payload;
      const isViewers = hasReadSession(request) || reply.hasHeader('set-cookie');
      if (isViewers) void reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'no-store', dependencies: ['session'] },
);
