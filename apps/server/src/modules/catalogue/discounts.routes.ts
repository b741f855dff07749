import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCouponByCodeRoute, listCouponsByIdRoute } from '@shop/contract/catalog/coupon';
import { listPlansRoute } from '@shop/contract/catalog/list-plans';
import { listPromotionsRoute } from '@shop/contract/catalog/promotion';
import { contractRoute } from '../../lib/contract-route';
import { toDomainPlan, toPlanWire } from './catalog-mappers';
import { getCouponByCode, listCouponsById, listPromotions } from './discounts.service';
import { findPlansOfCourses } from './plans.repository';

export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listPromotionsRoute),
    handler: async () => ({ success: true as const, data: await listPromotions(app.db, new Date()) }),
  });

  app.route({
    ...contractRoute(listCouponsByIdRoute),
    handler: async (request) => ({
      success: true as const,
      data: await listCouponsById(app.db, request.body.couponID, new Date()),
    }),
  });

  app.route({
    ...contractRoute(getCouponByCodeRoute, { rateLimit: { max: 30, timeWindow: '1 minute' } }),
    handler: async (request) => ({
      success: true as const,
      data: [await getCouponByCode(app.db, request.body.coupon_code, new Date())],
    }),
  });

  app.route({
    ...contractRoute(listPlansRoute),
    handler: async (request) => ({
      success: true as const,
      data: (await findPlansOfCourses(app.db, request.body.courseID))
        .filter((row) => row.statusShow === 1)
        .map((row) => toPlanWire(toDomainPlan(row))),
    }),
  });
};
