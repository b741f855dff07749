import { PaymentMethodId } from './payment-methods';

/** How the cart groups the shop's payment methods, in the order it shows the groups. */
export const PAYMENT_METHOD_GROUPS = ['cards', 'qr', 'transfer', 'gateways'] as const;
export type PaymentMethodGroup = (typeof PAYMENT_METHOD_GROUPS)[number];

const GROUP_OF: Readonly<Record<number, PaymentMethodGroup>> = {
  [PaymentMethodId.TWOC2P_CARD]: 'cards',
  [PaymentMethodId.OMISE_CARD]: 'cards',
  [PaymentMethodId.TWOC2P_INSTALLMENT]: 'cards',
  [PaymentMethodId.GBPRIME_CARD]: 'cards',
  [PaymentMethodId.SCB_QR]: 'qr',
  [PaymentMethodId.OMISE_PROMPTPAY]: 'qr',
  [PaymentMethodId.GBPRIME_PROMPTPAY]: 'qr',
  [PaymentMethodId.TWOC2P_QR]: 'qr',
  [PaymentMethodId.BANK_TRANSFER]: 'transfer',
};

/**
 * The methods in their groups (cards; QR and PromptPay; bank transfer; other gateways such as
 * PayPal), each group keeping the shop's order of its methods and empty groups left out: eleven
 * methods in one list pushed the order button far below a phone's screen.
 */
export const groupPaymentMethods = <T extends { id: number }>(
  methods: readonly T[],
): { group: PaymentMethodGroup; methods: T[] }[] =>
  PAYMENT_METHOD_GROUPS.map((group) => ({
    group,
    methods: methods.filter((method) => (GROUP_OF[method.id] ?? 'gateways') === group),
  })).filter((entry) => entry.methods.length > 0);
