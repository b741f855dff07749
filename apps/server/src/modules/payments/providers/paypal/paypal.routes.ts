import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payPalCaptureRoute,
  payPalCreateOrderRoute,
  paymentReportRoute,
} from '@shop/contract/payments/paypal';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { AppError } from '../../../../lib/app-error';
import { contractRoute } from '../../../../lib/contract-route';
import { perSessionRateLimit } from '../../../../lib/session-rate-limit';
import { optionalUser, requireRole } from '../../../../plugins/session';
import { checkOrderPayment } from '../../check-payment.service';
import { findAttemptByRef } from '../../payment-attempts.repository';
import { recordPaymentReport } from './paypal-report.service';
import { startPayment } from '../../start-payment.service';

const PAY_LIMIT = perSessionRateLimit(20);

const languageOf = (acceptLanguage: string | undefined) =>
  /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'th';

/**
 * PayPal (2): the server creates the PayPal order and captures it itself after the buyer
 * approves; the browser only travels to PayPal's page and back. Spec 2's browser report is
 * recorded and believed in nothing.
 */
export const payPalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(payPalCreateOrderRoute, PAY_LIMIT),
    handler: async (request) => {
      const user = await requireRole(request, 'student');
      const result = await startPayment(app.payments, user, {
        orderId: request.body.orderId,
        methodId: PaymentMethodId.PAYPAL,
        language: languageOf(request.headers['accept-language']),
      });
      const next = result.started?.nextAction;
      if (next?.type !== 'redirect' || !result.attempt.providerRef)
        throw new AppError(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, {
          message: 'PayPal did not take this order',
          result: result.refused ?? { failure_code: result.attempt.failureCode },
        });
      return {
        success: true as const,
        id: result.attempt.providerRef,
        approve_url: next.url,
        orderPaymentId: result.attempt.id,
      };
    },
  });

  app.route({
    ...contractRoute(payPalCaptureRoute, PAY_LIMIT),
    handler: async (request) => {
      const user = await requireRole(request, 'student');
      const attempt = await findAttemptByRef(app.db, 'paypal', request.params.id);
      if (!attempt) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such PayPal order' });
      // checkOrderPayment answers NOT_FOUND when the order is not this buyer's.
      const answer = await checkOrderPayment(app.payments, user, attempt.orderId, attempt.id);
      return { success: true as const, ...answer };
    },
  });

  app.route({
    ...contractRoute(paymentReportRoute, perSessionRateLimit(10)),
    handler: async (request) => {
      const answer = await recordPaymentReport(app.payments, await optionalUser(request), request.body);
      return { success: true as const, ...answer };
    },
  });
};
