// The payments module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { paymentMethodRoutes } from './payment-methods.routes';
import { bankTransferRoutes } from './providers/bank-transfer/bank-transfer.routes';
import { omiseRoutes } from './providers/omise/omise.routes';
import { payPalRoutes } from './providers/paypal/paypal.routes';
import { twoC2pRoutes } from './providers/twoc2p/twoc2p.routes';
import { scbRoutes } from './providers/scb/scb.routes';
import { gbPrimeRoutes } from './providers/gbprime/gbprime.routes';
import { paySolutionsRoutes } from './providers/paysolutions/paysolutions.routes';
import { paymentStatusRoutes } from './payment-status.routes';
import { paymentWebhookRoutes } from './payment-webhooks.routes';
import { paymentReturnRoutes } from './payment-return.routes';
import { bankAccountRoutes } from './admin/bank-accounts.routes';
import { adminPaymentMethodRoutes } from './admin/admin-payment-methods.routes';
import { orderReviewRoutes } from './admin/order-review.routes';

/** The payments module's routes, registered in the app's own context. */
export const paymentsModule = fp(
  async (app) => {
    await app.register(paymentMethodRoutes);
    await app.register(bankTransferRoutes);
    await app.register(omiseRoutes);
    await app.register(payPalRoutes);
    await app.register(twoC2pRoutes);
    await app.register(scbRoutes);
    await app.register(gbPrimeRoutes);
    await app.register(paySolutionsRoutes);
    await app.register(paymentStatusRoutes);
    await app.register(paymentWebhookRoutes);
    await app.register(paymentReturnRoutes);
    await app.register(bankAccountRoutes);
    await app.register(adminPaymentMethodRoutes);
    await app.register(orderReviewRoutes);
  },
  { name: 'payments-module' },
);

export { toAttemptSummary } from './attempt-view';
export { noticeOrderChange } from './order-notices';
export { OPEN_ATTEMPT_STATES, findLatestAttempts } from './payment-attempts.repository';
export type { AttemptRow } from './payment-attempts.repository';
export { findPaymentMethod } from './payment-methods.repository';
export { listOfferedMethods } from './payment-methods.service';
export type { CanTakePayment } from './payment-methods.service';
export { reconcileOpenPayments } from './payment-reconciler';
export { listReportsOfOrder } from './providers/bank-transfer/bank-transfer-reports.repository';
export { toTransferReportView } from './providers/bank-transfer/transfer-report-view';
