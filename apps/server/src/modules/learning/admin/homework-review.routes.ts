import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminHomeworkQueueRoute, markHomeworkRoute } from '@shop/contract/learning/homework';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { listSubmissionsToMark, markSubmission } from '../homework.service';

/** Administrators mark homework (the screens are the back office's). */
export const homeworkReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, cache: app.catalogCache };

  app.route({
    ...contractRoute(adminHomeworkQueueRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await listSubmissionsToMark(deps, request.query)) };
    },
  });

  app.route({
    ...contractRoute(markHomeworkRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      return {
        success: true as const,
        data: await markSubmission(deps, admin, request.params.id, request.body),
      };
    },
  });
};
