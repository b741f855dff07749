import { PaymentMethodId } from './payment-methods';

/**
 * The marks a buyer recognises a way to pay by: card networks, PromptPay and the Thai QR, PayPal,
 * paying in instalments, a bank transfer, and SCB for SCB's own QR.
 */
export type PaymentMark =
  | 'promptpay'
  | 'thai-qr'
  | 'visa'
  | 'mastercard'
  | 'jcb'
  | 'unionpay'
  | 'paypal'
  | 'installment'
  | 'bank-transfer'
  | 'scb';

/** The marks the footer sums the shop's methods up with, in its order. */
export const FOOTER_MARKS = ['promptpay', 'visa', 'mastercard', 'jcb', 'paypal', 'bank-transfer'] as const;
export type FooterMark = (typeof FOOTER_MARKS)[number];

/**
 * What each method takes, as its provider's documents list it: the networks of each card gateway,
 * the schemes of each QR. The cart shows a method's marks beside its name; a bank transfer's are
 * the banks of the shop's own accounts, which the shop's settings hold.
 */
const METHOD_MARKS: Readonly<Record<number, readonly PaymentMark[]>> = {
  [PaymentMethodId.BANK_TRANSFER]: ['bank-transfer'],
  [PaymentMethodId.PAYPAL]: ['paypal'],
  [PaymentMethodId.TWOC2P_CARD]: ['visa', 'mastercard', 'jcb', 'unionpay'],
  [PaymentMethodId.SCB_QR]: ['thai-qr', 'scb'],
  [PaymentMethodId.OMISE_CARD]: ['visa', 'mastercard', 'jcb'],
  [PaymentMethodId.OMISE_PROMPTPAY]: ['promptpay'],
  [PaymentMethodId.TWOC2P_INSTALLMENT]: ['installment', 'visa', 'mastercard'],
  [PaymentMethodId.GBPRIME_CARD]: ['visa', 'mastercard', 'jcb'],
  [PaymentMethodId.GBPRIME_PROMPTPAY]: ['promptpay'],
  [PaymentMethodId.PAY_SOLUTIONS]: ['visa', 'mastercard', 'promptpay'],
  [PaymentMethodId.TWOC2P_QR]: ['thai-qr'],
};

/** The marks of one method; none for an id no method has. */
export const methodMarks = (methodId: number): readonly PaymentMark[] => METHOD_MARKS[methodId] ?? [];

const isFooterMark = (mark: PaymentMark): mark is FooterMark =>
  (FOOTER_MARKS as readonly string[]).includes(mark);

/**
 * How a footer mark stands for a method's mark: any Thai QR is paid by PromptPay from a banking
 * app; UnionPay, instalments and SCB's own mark are left to the cart, where the method is chosen.
 */
const footerMarkOf = (mark: PaymentMark): FooterMark | null => {
  if (mark === 'thai-qr') return 'promptpay';
  return isFooterMark(mark) ? mark : null;
};

/** The footer's marks for the methods a shop offers, each once, in the order of `FOOTER_MARKS`. */
export const paymentMarksOf = (methodIds: readonly number[]): FooterMark[] => {
  const offered = new Set(methodIds.flatMap((id) => methodMarks(id).map(footerMarkOf)));
  return FOOTER_MARKS.filter((mark) => offered.has(mark));
};
