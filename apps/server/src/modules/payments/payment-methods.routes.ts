import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCartPaymentMethodsRoute } from '@shop/contract/catalog/payment-method';
import { contractRoute } from '../../lib/contract-route';
import { listPublicPaymentMethods } from './payment-methods.service';

export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listCartPaymentMethodsRoute),
    handler: async () => ({ success: true as const, data: await listPublicPaymentMethods(app.db) }),
  });
};
