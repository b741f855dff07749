import { PaymentMethodId } from '@shop/domain/payments/payment-methods';

/** The panels the payment step has; every other method is shown as not available now. */
export type PaymentPanel =
  | 'bankTransfer'
  | 'card'
  | 'promptPay'
  | 'payPal'
  | 'twoC2p'
  | 'scbQr'
  | 'gbPrimeCard'
  | 'gbPrimePromptPay'
  | 'paySolutions'
  | 'unavailable';

const PANELS: Readonly<Record<number, PaymentPanel>> = {
  [PaymentMethodId.BANK_TRANSFER]: 'bankTransfer',
  [PaymentMethodId.PAYPAL]: 'payPal',
  [PaymentMethodId.TWOC2P_CARD]: 'twoC2p',
  [PaymentMethodId.SCB_QR]: 'scbQr',
  [PaymentMethodId.OMISE_CARD]: 'card',
  [PaymentMethodId.OMISE_PROMPTPAY]: 'promptPay',
  [PaymentMethodId.TWOC2P_INSTALLMENT]: 'twoC2p',
  [PaymentMethodId.GBPRIME_CARD]: 'gbPrimeCard',
  [PaymentMethodId.GBPRIME_PROMPTPAY]: 'gbPrimePromptPay',
  [PaymentMethodId.PAY_SOLUTIONS]: 'paySolutions',
  [PaymentMethodId.TWOC2P_QR]: 'twoC2p',
};

/**
 * The panel of an order's method: only a method the shop offers now and the web has a panel for.
 * An old order made with a method whose adapter is gone gets "not available now".
 */
export const paymentPanelOf = (methodId: number | null, offeredIds: readonly number[]): PaymentPanel => {
  if (methodId === null || !offeredIds.includes(methodId)) return 'unavailable';
  return PANELS[methodId] ?? 'unavailable';
};

/**
 * Panels whose payment happens later than the order (a transfer, a QR code paid from a banking
 * app): the shop's notice that unpaid orders are cancelled after a while applies to them only. A
 * card or a gateway's page pays at once or fails at once, so the notice only worried card buyers.
 */
export const isPaidLater = (panel: PaymentPanel): boolean =>
  panel === 'bankTransfer' || panel === 'promptPay' || panel === 'scbQr' || panel === 'gbPrimePromptPay';
