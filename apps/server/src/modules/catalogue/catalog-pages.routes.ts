import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryByPathRoute,
  listCategoriesRoute,
  listProductsRoute,
  relatedCoursesRoute,
} from '@shop/contract/catalog/catalog-extras';
import { contractRoute } from '../../lib/contract-route';
import { getCategoryPage, listBrowsableCategories, listRelatedCourses } from './catalog-pages.service';
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
      data: await getCategoryPage(app.db, request.body.link_path, {
        page: request.body.page,
        limit: request.body.limit,
      }),
    }),
  });

  app.route({
    ...contractRoute(listCategoriesRoute),
    handler: async () => ({
      success: true as const,
      data: await app.catalogCache.getOrLoad('list:categories', () => listBrowsableCategories(app.db)),
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
