import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCB_QR_SUCCESS_CODE, scbQrCreateRoute, type ScbQrCreateResponse } from '@shop/contract/payments/scb';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { AppError } from '../../../../lib/app-error';
import { contractRoute } from '../../../../lib/contract-route';
import { perSessionRateLimit } from '../../../../lib/session-rate-limit';
import { requireUser } from '../../../../plugins/session';
import { startPayment, type StartPaymentResult } from '../../start-payment.service';

const PAY_LIMIT = perSessionRateLimit(20);
const DATA_URL_PREFIX = /^data:image\/[a-z]+;base64,/;

/** Spec 2's Bank QR answer from a started attempt; no QR (SCB refused it) is an error answer. */
const qrAnswer = (result: StartPaymentResult, now: Date): ScbQrCreateResponse => {
  const { attempt, started } = result;
  const qr = started?.nextAction;
  if (qr?.type !== 'qr' || !attempt.expiresAt || attempt.state !== 'pending')
    throw new AppError(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, {
      message: 'SCB did not give a QR for this order',
      result: result.refused ?? { failure_code: attempt.failureCode },
    });
  const minutes = Math.max(0, Math.ceil((attempt.expiresAt.getTime() - now.getTime()) / 60_000));
  return {
    status: { code: SCB_QR_SUCCESS_CODE, description: 'Success' },
    data: {
      qrImage: qr.image_url.replace(DATA_URL_PREFIX, ''),
      csExtExpiryTime: String(minutes),
      expires_at: attempt.expiresAt.toISOString(),
      orderPaymentId: attempt.id,
    },
  };
};

/** SCB QR (4): spec 2's Bank QR request. The QR is SCB's; the payment is confirmed by SCB's inquiry. */
export const scbRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(scbQrCreateRoute, PAY_LIMIT),
    handler: async (request) => {
      const user = await requireUser(request);
      const result = await startPayment(app.payments, user, {
        orderId: request.body.orderId,
        methodId: PaymentMethodId.SCB_QR,
      });
      return qrAnswer(result, new Date());
    },
  });
};
