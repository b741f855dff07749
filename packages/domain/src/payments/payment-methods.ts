/** Spec 2's payment method ids. */
export const PaymentMethodId = {
  BANK_TRANSFER: 1,
  PAYPAL: 2,
  TWOC2P_CARD: 3,
  SCB_QR: 4,
  OMISE_CARD: 8,
  OMISE_PROMPTPAY: 9,
  TWOC2P_INSTALLMENT: 10,
  GBPRIME_CARD: 11,
  GBPRIME_PROMPTPAY: 12,
  PAY_SOLUTIONS: 13,
  TWOC2P_QR: 15,
} as const;

/** Ids spec 2 numbers but gives no payment panel: never offered, refused at order creation. */
export const METHODS_WITHOUT_PANEL: readonly number[] = [5, 6, 7, 14];

/**
 * Whether an order's payment step shows the shop's bank accounts and the order's PromptPay QRs:
 * a bank transfer the buyer has not reported yet.
 */
export const awaitsTransfer = (order: { payment_method_id?: unknown; payment_status?: unknown }): boolean =>
  order.payment_method_id === PaymentMethodId.BANK_TRANSFER && order.payment_status === 'notYetReceived';
