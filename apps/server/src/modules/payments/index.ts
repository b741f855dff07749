// The payments module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { paymentMethodRoutes } from './payment-methods.routes';
import { bankTransferRoutes } from './providers/bank-transfer/bank-transfer.routes';
import { PAYMENT_PROVIDERS } from './providers/provider-list';
import { paymentStatusRoutes } from './payment-status.routes';
import { paymentWebhookRoutes } from './payment-webhooks.routes';
import { paymentReturnRoutes } from './payment-return.routes';
import { bankAccountRoutes } from './admin/bank-accounts.routes';
import { adminPaymentMethodRoutes } from './admin/admin-payment-methods.routes';
import { orderReviewRoutes } from './admin/order-review.routes';
import { paymentFactsPort } from '../orders/index';
import { paymentFactsOfOrders } from './payment-facts-of-orders';

paymentFactsPort.supply(paymentFactsOfOrders);

/** The payments module's routes, registered in the app's own context. */
export const paymentsModule = fp(
  async (app) => {
    await app.register(paymentMethodRoutes);
    await app.register(bankTransferRoutes);
    for (const provider of PAYMENT_PROVIDERS) await app.register(provider.routes);
    await app.register(paymentStatusRoutes);
    await app.register(paymentWebhookRoutes);
    await app.register(paymentReturnRoutes);
    await app.register(bankAccountRoutes);
    await app.register(adminPaymentMethodRoutes);
    await app.register(orderReviewRoutes);
  },
  { name: 'payments-module' },
);

export { listOfferedMethods } from './payment-methods.service';
export type { CanTakePayment } from './payment-methods.service';
export { PAYMENT_METHOD_DEFAULTS, providerOrigins } from './providers/provider-list';
export { providerEnv } from './providers/provider-env';
export { buildPaymentRegistry } from './payment-registry';
export type { PaymentDeps } from './payment-deps';
export { buildSlipVerifier } from './slip-verification/build-slip-verifier';
export { countSlipChecks } from './slip-verification/slip-check-counts';
