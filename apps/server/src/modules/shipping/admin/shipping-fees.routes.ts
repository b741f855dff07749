import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAdminShippingFeeRoute,
  deleteAdminShippingFeeRoute,
  listAdminShippingFeesRoute,
  updateAdminShippingFeeRoute,
} from '@shop/contract/admin/shipping-fees';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import {
  changeShippingFee,
  createShippingFee,
  listShippingFeesForAdmin,
  removeShippingFee,
} from './shipping-fees.service';

/** The storefront caches its list of options (`shipping:fees`); every change drops it, on every instance. */
const SHIPPING_CACHE_PREFIX = 'shipping:';

export const shippingFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the commit, so no instance reloads the old options in between and keeps them.
  const changed = () => {
    app.catalogCache.invalidate(SHIPPING_CACHE_PREFIX);
  };

  app.route({
    ...contractRoute(listAdminShippingFeesRoute),
    handler: async () => ({ success: true as const, ...(await listShippingFeesForAdmin(app.db)) }),
  });

  app.route({
    ...contractRoute(createAdminShippingFeeRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await createShippingFee(app.db, admin.id, request.body);
      changed();
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(updateAdminShippingFeeRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await changeShippingFee(app.db, admin.id, request.params.id, request.body);
      changed();
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(deleteAdminShippingFeeRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      await removeShippingFee(app.db, admin.id, request.params.id);
      changed();
      return { success: true as const };
    },
  });
};
