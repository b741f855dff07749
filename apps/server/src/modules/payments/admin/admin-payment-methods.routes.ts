import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listAdminPaymentMethodsRoute,
  updateAdminPaymentMethodsRoute,
} from '@shop/contract/admin/payment-methods';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { arrangePaymentMethods, listPaymentMethodsForAdmin } from './admin-payment-methods.service';

/**
 * The payment methods' switches and order. The storefront's method lists read the database on
 * every request, so a change shows there at once on every instance; nothing to invalidate.
 */
export const adminPaymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listAdminPaymentMethodsRoute),
    handler: async () => ({
      success: true as const,
      ...(await listPaymentMethodsForAdmin(app.db, app.payments.registry)),
    }),
  });

  app.route({
    ...contractRoute(updateAdminPaymentMethodsRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const answer = await arrangePaymentMethods(app.db, app.payments.registry, admin.id, request.body);
      return { success: true as const, ...answer };
    },
  });
};
