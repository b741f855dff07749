import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAdminOrderRoute } from '@shop/contract/admin/admin-order-detail';
import { exportAdminOrdersRoute, listAdminOrdersRoute } from '@shop/contract/admin/admin-orders';
import { refundOrderRoute } from '@shop/contract/admin/order-refunds';
import { shopDateTime } from '@shop/domain/calendar/shop-days';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { getOrderForAdmin } from './admin-order-detail.service';
import { exportOrdersCsv } from './admin-orders-export';
import { listOrdersForAdmin } from './admin-orders.service';
import { refundOrderLines } from './order-refund.service';

/** The back office's orders: the list, its CSV export, one order whole, and refunds of its lines. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listAdminOrdersRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await listOrdersForAdmin(app.db, request.query)) };
    },
  });

  app.route({
    method: exportAdminOrdersRoute.method,
    url: exportAdminOrdersRoute.path,
    config: { access: exportAdminOrdersRoute.access },
    schema: {
      summary: exportAdminOrdersRoute.summary,
      tags: [...exportAdminOrdersRoute.tags],
      querystring: exportAdminOrdersRoute.querystring,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      await requireRole(request, 'admin');
      const csv = exportOrdersCsv(app.db, request.query);
      const day = shopDateTime(new Date()).slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route({
    ...contractRoute(getAdminOrderRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, data: await getOrderForAdmin(app.db, request.params.id) };
    },
  });

  app.route({
    ...contractRoute(refundOrderRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await refundOrderLines(app.payments, admin, request.params.id, request.body);
      return { success: true as const, data };
    },
  });
};
