import { PaymentMethodId } from '@shop/domain/payments/payment-methods';

/** The provider behind each online method, by the name a buyer knows it (the same in Thai and English). */
const PROVIDER_NAMES: Readonly<Record<number, string>> = {
  [PaymentMethodId.PAYPAL]: 'PayPal',
  [PaymentMethodId.TWOC2P_CARD]: '2C2P',
  [PaymentMethodId.TWOC2P_INSTALLMENT]: '2C2P',
  [PaymentMethodId.TWOC2P_QR]: '2C2P',
  [PaymentMethodId.SCB_QR]: 'SCB',
  [PaymentMethodId.OMISE_CARD]: 'Omise',
  [PaymentMethodId.OMISE_PROMPTPAY]: 'Omise',
  [PaymentMethodId.GBPRIME_CARD]: 'GB Prime Pay',
  [PaymentMethodId.GBPRIME_PROMPTPAY]: 'GB Prime Pay',
  [PaymentMethodId.PAY_SOLUTIONS]: 'Pay Solutions',
};

/** Who a payment of this method is checked with; null for the shop's own (a bank transfer). */
export const paymentProviderName = (methodId: number): string | null => PROVIDER_NAMES[methodId] ?? null;
