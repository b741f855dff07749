import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gbPrimeCardKeyRoute,
  gbPrimeCardRoute,
  gbPrimePromptPayRoute,
  type GbPrimeCardResponse,
} from '@shop/contract/payments/gbprime';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { AppError } from '../../../../lib/app-error';
import { contractRoute } from '../../../../lib/contract-route';
import { perSessionRateLimit } from '../../../../lib/session-rate-limit';
import { requireUser } from '../../../../plugins/session';
import { GBPRIME_3DS_PATH } from './gbprime-3ds-link';
import { gbPrime3dsHandoff } from './gbprime-3ds-handoff';
import { startPayment, type StartPaymentResult } from '../../start-payment.service';

const PAY_LIMIT = perSessionRateLimit(20);

/** Spec 2's card answer from the attempt as it now stands (successful only once settled). */
const cardAnswer = (result: StartPaymentResult): GbPrimeCardResponse => {
  const { attempt, started } = result;
  const status =
    attempt.state === 'succeeded'
      ? 'successful'
      : attempt.state === 'failed' || attempt.state === 'expired'
        ? 'failed'
        : 'pending';
  const next = started?.nextAction;
  const failed = status === 'failed';
  return {
    success: true,
    status,
    data: { invoice_url: status === 'pending' && next?.type === 'redirect' ? next.url : null },
    failure_code: failed ? (attempt.failureCode ?? result.refused?.code ?? null) : null,
    failure_message: failed ? (attempt.failureMessage ?? result.refused?.message ?? null) : null,
    orderPaymentId: attempt.id,
    order_token: result.orderToken,
  };
};

/** GB Prime Pay card (11) and PromptPay (12), and the page that hands a card buyer to 3-D Secure. */
export const gbPrimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = () => {
    const gbPrime = app.payments.registry.settingsOf('gbprime');
    if (!gbPrime)
      throw new AppError(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, { message: 'GB Prime Pay is not in use' });
    return gbPrime;
  };

  app.route({
    ...contractRoute(gbPrimeCardKeyRoute),
    handler: () => ({
      success: true as const,
      publicKey: settings().publicKey,
      apiUrl: settings().browserApiUrl,
    }),
  });

  app.route({
    ...contractRoute(gbPrimeCardRoute, PAY_LIMIT),
    handler: async (request) => {
      const user = await requireUser(request);
      const result = await startPayment(app.payments, user, {
        orderId: request.body.orderId,
        methodId: PaymentMethodId.GBPRIME_CARD,
        sentAmount: request.body.total_amount,
        cardToken: request.body.card_token,
      });
      return cardAnswer(result);
    },
  });

  app.route({
    ...contractRoute(gbPrimePromptPayRoute, PAY_LIMIT),
    handler: async (request) => {
      const user = await requireUser(request);
      const { total_amount: sentAmount } = request.body;
      const result = await startPayment(app.payments, user, {
        orderId: request.body.orderId,
        methodId: PaymentMethodId.GBPRIME_PROMPTPAY,
        ...(sentAmount === undefined ? {} : { sentAmount }),
      });
      const qr = result.started?.nextAction;
      if (qr?.type !== 'qr' || !result.attempt.providerRef)
        throw new AppError(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, {
          message: 'GB Prime Pay did not give a QR for this order',
          result: result.refused ?? { failure_code: result.attempt.failureCode },
        });
      return {
        success: true as const,
        data: {
          qr_image: qr.image_url,
          expires_at: result.attempt.expiresAt ? result.attempt.expiresAt.toISOString() : null,
          reference_no: result.attempt.providerRef,
        },
        orderPaymentId: result.attempt.id,
      };
    },
  });

  app.get(
    GBPRIME_3DS_PATH,
    {
      schema: {
        hide: true,
        params: z.object({ attemptId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
      config: { access: 'signed-in', ...PAY_LIMIT },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const handoff = await gbPrime3dsHandoff(app.db, settings(), user.id, request.params.attemptId);
      if (handoff.kind === 'return') return reply.redirect(handoff.path, 303);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', handoff.policy)
        .send(handoff.html);
    },
  );
};
