import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { curriculumRoute } from '@shop/contract/catalog/curriculum';
import { contractRoute } from '../../lib/contract-route';
import { optionalUser } from '../../plugins/session';
import { getCurriculum } from './curriculum.service';

export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(curriculumRoute),
    handler: async (request) => ({
      success: true as const,
      data: await getCurriculum(
        app.db,
        app.catalogCache,
        request.params.courseId,
        await optionalUser(request),
      ),
    }),
  });
};
