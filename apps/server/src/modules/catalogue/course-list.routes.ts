import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCoursesRoute } from '@shop/contract/catalog/list-courses';
import { contractRoute } from '../../lib/contract-route';
import { listCourses } from './course-list.service';

export const courseListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listCoursesRoute),
    handler: (request) =>
      app.catalogCache.getOrLoad(`list:courses:${JSON.stringify(request.query)}`, () =>
        listCourses(app.db, request.query),
      ),
  });
};
