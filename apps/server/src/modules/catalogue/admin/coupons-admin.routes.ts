import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkCreateAdminCouponsRoute,
  createAdminCouponRoute,
  deleteAdminCouponRoute,
  exportAdminCouponsRoute,
  getAdminCouponRoute,
  listAdminCouponsRoute,
  listAdminCouponUsageRoute,
  updateAdminCouponRoute,
} from '@shop/contract/admin/discounts-coupons';
import { shopDateTime } from '@shop/domain/calendar/shop-days';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { exportCouponsCsv } from './coupons-admin-export';
import {
  changeCoupon,
  createCoupon,
  generateCoupons,
  getCouponForAdmin,
  listCouponsForAdmin,
  listCouponUsageForAdmin,
  removeCoupon,
} from './coupons-admin.service';

/**
 * Coupons in the back office. Checkout reads coupons from the database on every request, so a
 * change needs no cache drop; nothing the storefront caches shows a coupon.
 */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listAdminCouponsRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await listCouponsForAdmin(app.db, request.query, new Date())) };
    },
  });

  app.route({
    method: exportAdminCouponsRoute.method,
    url: exportAdminCouponsRoute.path,
    config: { access: exportAdminCouponsRoute.access },
    schema: {
      summary: exportAdminCouponsRoute.summary,
      tags: [...exportAdminCouponsRoute.tags],
      querystring: exportAdminCouponsRoute.querystring,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      await requireRole(request, 'admin');
      const now = new Date();
      const name = request.query.batchId
        ? `coupons-${request.query.batchId}`
        : `coupons-${shopDateTime(now).slice(0, 10)}`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}.csv"`)
        .header('cache-control', 'no-store')
        .send(exportCouponsCsv(app.db, request.query, now));
    },
  });

  app.route({
    ...contractRoute(getAdminCouponRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, data: await getCouponForAdmin(app.db, request.params.id, new Date()) };
    },
  });

  app.route({
    ...contractRoute(listAdminCouponUsageRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return {
        success: true as const,
        ...(await listCouponUsageForAdmin(app.db, request.params.id, request.query)),
      };
    },
  });

  app.route({
    ...contractRoute(createAdminCouponRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      return { success: true as const, data: await createCoupon(app.db, admin.id, request.body, new Date()) };
    },
  });

  app.route({
    ...contractRoute(bulkCreateAdminCouponsRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      return { success: true as const, data: await generateCoupons(app.db, admin.id, request.body) };
    },
  });

  app.route({
    ...contractRoute(updateAdminCouponRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await changeCoupon(app.db, admin.id, request.params.id, request.body, new Date());
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(deleteAdminCouponRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      await removeCoupon(app.db, admin.id, request.params.id, new Date());
      return { success: true as const };
    },
  });
};
