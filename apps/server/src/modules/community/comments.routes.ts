import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCommentsRoute, postCommentRoute } from '@shop/contract/catalog/comments';
import { contractRoute } from '../../lib/contract-route';
import { requireUser } from '../../plugins/session';
import { listComments, postComment } from './comments.service';

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listCommentsRoute),
    handler: async (request) => ({
      success: true as const,
      ...(await listComments(app.db, request.params.id, request.query.page)),
    }),
  });

  app.route({
    ...contractRoute(postCommentRoute, { rateLimit: { max: 10, timeWindow: '1 minute' } }),
    handler: async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await postComment(app.db, {
          courseId: request.params.id,
          userId: user.id,
          body: request.body.body,
          parentId: request.body.parent_id,
        }),
      };
    },
  });
};
