import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveOrderRoute, rejectOrderRoute } from '@shop/contract/admin/order-review';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { approveReviewedOrder, rejectReviewedOrder } from './order-review.service';

/** Administrators approve or reject orders waiting for review (reported transfers, free plans). */
export const orderReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(approveOrderRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await approveReviewedOrder(
        app.payments,
        admin,
        request.params.id,
        request.body.reason ?? '',
      );
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(rejectOrderRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await rejectReviewedOrder(app.payments, admin, request.params.id, request.body.reason);
      return { success: true as const, data };
    },
  });
};
