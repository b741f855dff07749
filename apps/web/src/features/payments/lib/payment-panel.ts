import { PaymentMethodId } from '@shop/domain/payments/payment-methods';

/** The panels the payment step has; every other method is shown as not available now. */
export type PaymentPanel = 'bankTransfer' | 'card' | 'promptPay' | 'unavailable';

const PANELS: Readonly<Record<number, PaymentPanel>> = {
  [PaymentMethodId.BANK_TRANSFER]: 'bankTransfer',
  [PaymentMethodId.OMISE_CARD]: 'card',
  [PaymentMethodId.OMISE_PROMPTPAY]: 'promptPay',
};

/**
 * The panel of an order's method: only a method the shop offers now and the web has a panel for.
 * An old order made with a method whose adapter is gone gets "not available now".
 */
export const paymentPanelOf = (methodId: number | null, offeredIds: readonly number[]): PaymentPanel => {
  if (methodId === null || !offeredIds.includes(methodId)) return 'unavailable';
  return PANELS[methodId] ?? 'unavailable';
};
