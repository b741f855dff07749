import { TWOC2P_SANDBOX_KEYS } from './twoc2p-sandbox-keys';
import type { TwoC2pPayment } from './twoc2p-payment';

/** One plugin instance's 2C2P state: payments by token and by invoice, and the merchant's key. */
export const createTwoC2pStore = () => {
  const store = {
    byToken: new Map<string, TwoC2pPayment>(),
    byInvoice: new Map<string, TwoC2pPayment>(),
    /** The key the merchant portal holds now; a control call rotates it (the shop's then fails 9042). */
    secretKey: TWOC2P_SANDBOX_KEYS.secretKey as string,
    areWebhooksEnabled: true,
    add: (payment: TwoC2pPayment) => {
      store.byToken.set(payment.paymentToken, payment);
      store.byInvoice.set(payment.invoiceNo, payment);
    },
    reset: () => {
      store.byToken.clear();
      store.byInvoice.clear();
      store.secretKey = TWOC2P_SANDBOX_KEYS.secretKey;
      store.areWebhooksEnabled = true;
    },
  };
  return store;
};

export type TwoC2pStore = ReturnType<typeof createTwoC2pStore>;
