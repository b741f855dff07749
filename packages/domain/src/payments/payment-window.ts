import { PaymentMethodId } from './payment-methods';

/** A QR shown to the buyer is good for this long (and never past the order's own time to pay). */
export const QR_LIFETIME_MS = 15 * 60_000;

/** Methods whose payment is a QR the buyer scans while the shop waits. */
export const QR_METHODS: readonly number[] = [
  PaymentMethodId.SCB_QR,
  PaymentMethodId.OMISE_PROMPTPAY,
  PaymentMethodId.GBPRIME_PROMPTPAY,
  PaymentMethodId.TWOC2P_QR,
];

/**
 * When an attempt with this method stops taking the payment: a QR lives 15 minutes, cut short by
 * the order's own deadline; other methods end with the provider's page or the order.
 */
export const paymentWindowEnd = (methodId: number, now: Date, orderCancelAt: Date | null): Date | null => {
  if (!QR_METHODS.includes(methodId)) return null;
  const qrEnd = new Date(now.getTime() + QR_LIFETIME_MS);
  return orderCancelAt && orderCancelAt < qrEnd ? orderCancelAt : qrEnd;
};
