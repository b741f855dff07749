import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createShippingAddressRoute,
  deleteShippingAddressRoute,
  listShippingAddressesRoute,
  listShippingFeesRoute,
} from '@shop/contract/shipping/shipping';
import { contractRoute } from '../../lib/contract-route';
import { requireUser } from '../../plugins/session';
import { addAddress, listFeeOptions, listOwnAddresses, removeAddress } from './shipping.service';

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listShippingAddressesRoute),
    handler: async (request) => ({
      success: true as const,
      data: await listOwnAddresses(app.db, (await requireUser(request)).id),
    }),
  });

  app.route({
    ...contractRoute(createShippingAddressRoute),
    handler: async (request) => ({
      success: true as const,
      data: await addAddress(app.db, (await requireUser(request)).id, request.body),
    }),
  });

  app.route({
    ...contractRoute(deleteShippingAddressRoute),
    handler: async (request) => {
      await removeAddress(app.db, (await requireUser(request)).id, request.params.id);
      return { success: true as const };
    },
  });

  app.route({
    ...contractRoute(listShippingFeesRoute),
    handler: async () => ({
      success: true as const,
      data: await app.catalogCache.getOrLoad('shipping:fees', () => listFeeOptions(app.db)),
    }),
  });
};
