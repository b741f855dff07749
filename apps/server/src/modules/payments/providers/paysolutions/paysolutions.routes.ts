import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paySolutionsRoute } from '@shop/contract/payments/paysolutions';
import { contractRoute } from '../../../../lib/contract-route';
import { perSessionRateLimit } from '../../../../lib/session-rate-limit';
import { requireUser } from '../../../../plugins/session';
import { startPaySolutionsPayment } from './paysolutions-payment.service';

/**
 * Pay Solutions (13): spec 2's `POST /api/pay-solutions`. Its postback arrives at
 * `/webhook/payment/pay-solutions` (payment-webhooks.routes.ts) and the buyer comes back to the
 * payment return screen.
 */
export const paySolutionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(paySolutionsRoute, perSessionRateLimit(20)),
    handler: async (request) => {
      const user = await requireUser(request);
      return startPaySolutionsPayment(app.payments, user, request.body.order_id);
    },
  });
};
