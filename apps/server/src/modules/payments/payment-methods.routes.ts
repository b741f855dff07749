import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCartPaymentMethodsRoute, listPaymentMethodsRoute } from '@shop/contract/catalog/payment-method';
import { contractRoute } from '../../lib/contract-route';
import { listPublicPaymentMethods } from './payment-methods.service';

export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listCartPaymentMethodsRoute),
    handler: async () => ({
      success: true as const,
      data: await listPublicPaymentMethods(app.db, app.payments.registry.canTakePayment),
    }),
  });

  // Spec 2 also reads the list at this address.
  app.route({
    ...contractRoute(listPaymentMethodsRoute),
    handler: async () => ({
      success: true as const,
      data: await listPublicPaymentMethods(app.db, app.payments.registry.canTakePayment),
    }),
  });
};
