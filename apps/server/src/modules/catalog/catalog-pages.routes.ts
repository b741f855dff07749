import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryByPathRoute,
  listProductsRoute,
  relatedCoursesRoute,
} from '@shop/contract/catalog/catalog-extras';
import { contractRoute } from '../../lib/contract-route';
import { getCategoryPage, listRelatedCourses } from './catalog-pages.service';
import { listProducts } from './course-list.service';

export const catalogPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listProductsRoute),
    handler: (request) =>
      app.catalogCache.getOrLoad(`list:products:${JSON.stringify(request.query)}`, () =>
        listProducts(app.db, request.query),
      ),
  });

  app.route({
    ...contractRoute(categoryByPathRoute),
    handler: async (request) => ({
      success: true as const,
      data: await getCategoryPage(app.db, request.body.link_path),
    }),
  });

  app.route({
    ...contractRoute(relatedCoursesRoute),
    handler: async (request) => ({
      success: true as const,
      data: await app.catalogCache.getOrLoad(
        `related:${String(request.params.id)}:${request.params.kind}`,
        () => listRelatedCourses(app.db, request.params.id, request.params.kind),
      ),
    }),
  });
};
