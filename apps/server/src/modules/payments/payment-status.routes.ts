import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkPaymentRoute } from '@shop/contract/payments/omise';
import { paymentMailRoute } from '@shop/contract/payments/payment-mail';
import { contractRoute } from '../../lib/contract-route';
import { perSessionRateLimit } from '../../lib/session-rate-limit';
import { requireUser } from '../../plugins/session';
import { checkOrderPayment } from './check-payment.service';
import { resendPaymentMail } from './payment-mail.service';

/** The buyer's questions about a payment: "check now", and the payment notification mail. */
export const paymentStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(checkPaymentRoute, perSessionRateLimit(30)),
    handler: async (request) => {
      const user = await requireUser(request);
      const answer = await checkOrderPayment(
        app.payments,
        user,
        request.body.order_id,
        request.body.order_payment_id ?? null,
        { abandon: request.body.abandon === true },
      );
      return { success: true as const, ...answer };
    },
  });

  app.route({
    ...contractRoute(paymentMailRoute, perSessionRateLimit(10)),
    handler: async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        queued: await resendPaymentMail(app.payments, user, request.body.orderId),
      };
    },
  });
};
