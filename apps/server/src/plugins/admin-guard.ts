import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requireRole } from './session';

/** Whether a request address belongs to the back office's API. */
export const isAdminApiPath = (url: string): boolean => url === '/api/admin' || url.startsWith('/api/admin/');

/**
 * Every back-office route needs an administrator, checked here for the whole `/api/admin/` tree
 * before the body is validated: a visitor gets 401, a student or instructor 403, and a route
 * added later cannot forget the check. Handlers still ask `requireRole` for the acting user.
 */
export const adminGuardPlugin = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.addHook('preValidation', async (request) => {
      if (isAdminApiPath(request.url)) await requireRole(request, 'admin');
    });
    done();
  },
  { name: 'admin-guard', dependencies: ['session'] },
);
