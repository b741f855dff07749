import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { twoC2pConfigRoute, twoC2pPaymentLinkRoute, twoC2pQrLinkRoute } from '@shop/contract/payments/twoc2p';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import {
  INSTALLMENT_INTEREST_TYPE,
  INSTALLMENT_MINIMUM_MONTHLY,
  INSTALLMENT_MINIMUM_TOTAL,
  INSTALLMENT_TERMS,
  installmentPlans,
} from '@shop/domain/payments/installments';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { AppError } from '../../../../lib/app-error';
import { contractRoute } from '../../../../lib/contract-route';
import { perSessionRateLimit } from '../../../../lib/session-rate-limit';
import { requireUser } from '../../../../plugins/session';
import { listPublicPaymentMethods } from '../../payment-methods.service';
import { createTwoC2pLink } from './twoc2p-link.service';

const PAY_LIMIT = perSessionRateLimit(20);
const TWOC2P_METHODS: readonly number[] = [
  PaymentMethodId.TWOC2P_CARD,
  PaymentMethodId.TWOC2P_INSTALLMENT,
  PaymentMethodId.TWOC2P_QR,
];

/** 2C2P (3, 10, 15): the calls of spec 2 that start a payment, and the gateway's public configuration. */
export const twoC2pRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = () => {
    const twoC2p = app.payments.registry.settingsOf('2c2p');
    if (!twoC2p)
      throw new AppError(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, { message: '2C2P is not in use' });
    return twoC2p;
  };

  app.route({
    ...contractRoute(twoC2pConfigRoute),
    handler: async (request) => {
      const { merchantId } = settings();
      const offered = await listPublicPaymentMethods(app.db, app.payments.registry.canTakePayment);
      const { amount, currency_code: currency } = request.query;
      return {
        success: true as const,
        data: {
          id: 3 as const,
          merchant_id: merchantId,
          methods: offered
            .filter((method) => TWOC2P_METHODS.includes(method.id))
            .map(({ id, name, name_web }) => ({ id, name, name_web })),
          installment: {
            interest_type: INSTALLMENT_INTEREST_TYPE,
            terms: [...INSTALLMENT_TERMS],
            minimum_total: INSTALLMENT_MINIMUM_TOTAL,
            minimum_monthly: INSTALLMENT_MINIMUM_MONTHLY,
            plans: (amount === undefined ? [] : installmentPlans(amount, currency)).map((plan) => ({
              months: plan.months,
              monthly_amounts: [...plan.monthlyAmounts],
              highest_monthly: plan.highestMonthly,
              lowest_monthly: plan.lowestMonthly,
            })),
          },
        },
      };
    },
  });

  app.route({
    ...contractRoute(twoC2pPaymentLinkRoute, PAY_LIMIT),
    handler: async (request) => {
      const user = await requireUser(request);
      const result = await createTwoC2pLink(app.payments, user, {
        orderId: request.body.orderId,
        sentAmount: request.body.amount,
        methodIds: [PaymentMethodId.TWOC2P_CARD, PaymentMethodId.TWOC2P_INSTALLMENT],
        installmentMonths: request.body.installment_months,
      });
      return { success: true as const, result };
    },
  });

  app.route({
    ...contractRoute(twoC2pQrLinkRoute, PAY_LIMIT),
    handler: async (request) => {
      const user = await requireUser(request);
      const result = await createTwoC2pLink(app.payments, user, {
        orderId: request.body.order_id,
        sentAmount: request.body.amount,
        methodIds: [PaymentMethodId.TWOC2P_QR],
      });
      return { success: true as const, result };
    },
  });
};
