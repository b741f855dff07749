import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAdminPromotionRoute,
  deleteAdminPromotionRoute,
  listAdminPromotionsRoute,
  updateAdminPromotionRoute,
} from '@shop/contract/admin/discounts-promotions';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import {
  changePromotion,
  createPromotion,
  listPromotionsForAdmin,
  removePromotion,
} from './promotions-admin.service';

/** Promotions in the back office. */
export const adminPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Course pages list the promotions of their course; a change may add or drop any of them.
  const changed = () => {
    app.catalogCache.invalidate('course:');
  };

  app.route({
    ...contractRoute(listAdminPromotionsRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await listPromotionsForAdmin(app.db, request.query, new Date())) };
    },
  });

  app.route({
    ...contractRoute(createAdminPromotionRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await createPromotion(app.db, admin.id, request.body, new Date());
      changed();
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(updateAdminPromotionRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await changePromotion(app.db, admin.id, request.params.id, request.body, new Date());
      changed();
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(deleteAdminPromotionRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      await removePromotion(app.db, admin.id, request.params.id, new Date());
      changed();
      return { success: true as const };
    },
  });
};
