import { PaymentMethodId } from './payment-methods';

/** The marks a buyer recognises a way to pay by: card networks, PromptPay, PayPal, a bank transfer. */
export const PAYMENT_MARKS = ['promptpay', 'visa', 'mastercard', 'jcb', 'paypal', 'bank-transfer'] as const;
export type PaymentMark = (typeof PAYMENT_MARKS)[number];

const CARDS: readonly PaymentMark[] = ['visa', 'mastercard', 'jcb'];

/**
 * What each method takes. The card gateways (2C2P, Omise, GB Prime Pay, Pay Solutions) all take
 * Visa, Mastercard and JCB; every QR method is a Thai QR that any banking app pays by PromptPay.
 */
const MARKS: Readonly<Record<number, readonly PaymentMark[]>> = {
  [PaymentMethodId.BANK_TRANSFER]: ['bank-transfer'],
  [PaymentMethodId.PAYPAL]: ['paypal'],
  [PaymentMethodId.TWOC2P_CARD]: CARDS,
  [PaymentMethodId.SCB_QR]: ['promptpay'],
  [PaymentMethodId.OMISE_CARD]: CARDS,
  [PaymentMethodId.OMISE_PROMPTPAY]: ['promptpay'],
  [PaymentMethodId.TWOC2P_INSTALLMENT]: CARDS,
  [PaymentMethodId.GBPRIME_CARD]: CARDS,
  [PaymentMethodId.GBPRIME_PROMPTPAY]: ['promptpay'],
  [PaymentMethodId.PAY_SOLUTIONS]: CARDS,
  [PaymentMethodId.TWOC2P_QR]: ['promptpay'],
};

/** The marks of the methods a shop offers, each once, in the order of `PAYMENT_MARKS`. */
export const paymentMarksOf = (methodIds: readonly number[]): PaymentMark[] => {
  const offered = new Set(methodIds.flatMap((id) => MARKS[id] ?? []));
  return PAYMENT_MARKS.filter((mark) => offered.has(mark));
};
