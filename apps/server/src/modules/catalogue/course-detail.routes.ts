import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseDetailRoute,
  courseDetailWithoutFlagRoute,
  productDetailRoute,
  productDetailWithoutFlagRoute,
} from '@shop/contract/catalog/course-detail';
import { contractRoute } from '../../lib/contract-route';
import { optionalUser } from '../../plugins/session';
import { getCourseDetail } from './course-detail.service';

export const courseDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without a flag the specification counts no view, as flag 0.
  for (const [route, kind] of [
    [courseDetailRoute, 'course'],
    [productDetailRoute, 'product'],
    [courseDetailWithoutFlagRoute, 'course'],
    [productDetailWithoutFlagRoute, 'product'],
  ] as const) {
    app.route({
      ...contractRoute(route),
      handler: async (request) => ({
        success: true as const,
        data: await getCourseDetail(app.db, app.catalogCache, {
          idParam: request.params.id,
          countView: 'flag' in request.params && request.params.flag === '1',
          kind,
          viewer: await optionalUser(request),
          preview: request.query.preview === '1',
        }),
      }),
    });
  }
};
