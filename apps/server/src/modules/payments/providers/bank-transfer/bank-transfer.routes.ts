import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankAccountsRoute,
  bankTransferMethodRoute,
  bankTransferReportRoute,
  originBanksRoute,
} from '@shop/contract/payments/bank-transfer';
import { orderPromptPayQrsRoute } from '@shop/contract/payments/promptpay-account';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { ORIGIN_BANKS } from '@shop/domain/payments/origin-banks';
import { AppError } from '../../../../lib/app-error';
import { contractRoute } from '../../../../lib/contract-route';
import { perSessionRateLimit } from '../../../../lib/session-rate-limit';
import { requireUser } from '../../../../plugins/session';
import { validationTexts } from '../../../accounts/index';
import { reportBankTransfer } from './bank-transfer-report.service';
import { listOrderPromptPayQrs } from './order-promptpay.service';
import { listPublicPaymentMethods } from '../../payment-methods.service';

/** Method 1: the accounts to transfer to, the banks to transfer from, and the buyer's report. */
export const bankTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const bankTransferMethod = async () => {
    const methods = await listPublicPaymentMethods(app.db, app.payments.registry.canTakePayment);
    const method = methods.find((candidate) => candidate.id === 1);
    if (!method) throw new AppError(ErrorCode.NOT_FOUND, { message: 'Bank transfer is not offered' });
    return method;
  };

  app.route({
    ...contractRoute(bankTransferMethodRoute),
    handler: async () => ({ success: true as const, data: await bankTransferMethod() }),
  });

  app.route({
    ...contractRoute(bankAccountsRoute),
    handler: async () => ({ success: true as const, data: (await bankTransferMethod()).bankList }),
  });

  app.route({
    ...contractRoute(originBanksRoute),
    handler: () => ({
      success: true as const,
      data: ORIGIN_BANKS.map((bank) => ({
        banktransfer_value: bank.code,
        banktransfer_nameth: bank.nameTh,
        banktransfer_nameen: bank.nameEn,
      })),
    }),
  });

  app.route({
    ...contractRoute(orderPromptPayQrsRoute),
    handler: async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await listOrderPromptPayQrs(app.db, user.id, request.params.id),
      };
    },
  });

  app.route({
    ...contractRoute(bankTransferReportRoute, perSessionRateLimit(20)),
    handler: async (request) => {
      const user = await requireUser(request);
      const answer = await reportBankTransfer(
        { ...app.payments, storage: app.storage },
        user,
        request.body,
        validationTexts(request),
      );
      return { success: true as const, ...answer };
    },
  });
};
