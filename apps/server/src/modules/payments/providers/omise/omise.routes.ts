import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  omiseCardChargeRoute,
  omiseCardKeyRoute,
  omisePromptPayKeyRoute,
  omisePromptPayRoute,
  type OmiseCardChargeResponse,
} from '@shop/contract/payments/omise';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { AppError } from '../../../../lib/app-error';
import { contractRoute } from '../../../../lib/contract-route';
import { perSessionRateLimit } from '../../../../lib/session-rate-limit';
import { requireUser } from '../../../../plugins/session';
import { startPayment, type StartPaymentResult } from '../../start-payment.service';

const PAY_LIMIT = perSessionRateLimit(20);

/** Spec 2's card-charge answer from the attempt as it now stands (successful only once settled). */
const cardAnswer = (result: StartPaymentResult): OmiseCardChargeResponse => {
  const { attempt, started } = result;
  const status =
    attempt.state === 'succeeded'
      ? 'successful'
      : attempt.state === 'failed' || attempt.state === 'expired'
        ? 'failed'
        : 'pending';
  const redirect =
    started?.nextAction?.type === 'redirect' && status === 'pending' ? started.nextAction.url : null;
  return {
    success: true,
    status,
    chargesDetails: attempt.cardDetails ?? started?.cardDetails ?? null,
    charges: attempt.providerRef ? { id: attempt.providerRef, authorize_uri: redirect } : null,
    failure_code: status === 'failed' ? (attempt.failureCode ?? result.refused?.code ?? null) : null,
    failure_message: status === 'failed' ? (attempt.failureMessage ?? result.refused?.message ?? null) : null,
    orderPaymentId: attempt.id,
    order_token: result.orderToken,
  };
};

/** Omise card (8) and PromptPay (9). Keys the browser may know; charges made by the server. */
export const omiseRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = () => {
    const omise = app.payments.registry.omise;
    if (!omise)
      throw new AppError(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, { message: 'Omise is not in use' });
    return omise;
  };

  app.route({
    ...contractRoute(omiseCardKeyRoute),
    handler: () => ({
      success: true as const,
      publicKey: settings().publicKey,
      vaultUrl: settings().vaultUrl,
    }),
  });

  app.route({
    ...contractRoute(omisePromptPayKeyRoute),
    handler: () => ({ success: true as const, publicKey: settings().publicKey }),
  });

  app.route({
    ...contractRoute(omiseCardChargeRoute, PAY_LIMIT),
    handler: async (request) => {
      const user = await requireUser(request);
      const result = await startPayment(app.payments, user, {
        orderId: request.body.orderId,
        methodId: PaymentMethodId.OMISE_CARD,
        sentAmount: request.body.total_amount,
        cardToken: request.body.omise_token,
      });
      return cardAnswer(result);
    },
  });

  app.route({
    ...contractRoute(omisePromptPayRoute, PAY_LIMIT),
    handler: async (request) => {
      const user = await requireUser(request);
      const result = await startPayment(app.payments, user, {
        orderId: request.body.orderId,
        methodId: PaymentMethodId.OMISE_PROMPTPAY,
        ...(request.body.total_amount === undefined ? {} : { sentAmount: request.body.total_amount }),
      });
      const qr = result.started?.nextAction;
      if (qr?.type !== 'qr' || !result.attempt.providerRef)
        throw new AppError(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, {
          message: 'PromptPay did not give a QR for this order',
          result: result.refused ?? { failure_code: result.attempt.failureCode },
        });
      return {
        success: true as const,
        QrcodeUrl: { image: { download_uri: qr.image_url } },
        charge_id: result.attempt.providerRef,
        expires_at: result.attempt.expiresAt ? result.attempt.expiresAt.toISOString() : null,
        orderPaymentId: result.attempt.id,
      };
    },
  });
};
