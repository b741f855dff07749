import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';

/** One logo shown beside a payment method's name. */
export type MethodLogo =
  | { kind: 'card'; brand: 'visa' | 'mastercard' | 'jcb' | 'unionpay' }
  | { kind: 'bank'; code: string; name: string }
  | { kind: 'promptpay' }
  | { kind: 'thaiQr' }
  | { kind: 'paypal' }
  | { kind: 'installment' };

const card = (...brands: ('visa' | 'mastercard' | 'jcb' | 'unionpay')[]): MethodLogo[] =>
  brands.map((brand) => ({ kind: 'card', brand }));

const THAI_CARDS = card('visa', 'mastercard', 'jcb');

/** Each offered method's logos: the networks and schemes the provider takes, as its documents list them. */
const FIXED_LOGOS: Readonly<Record<number, readonly MethodLogo[]>> = {
  [PaymentMethodId.PAYPAL]: [{ kind: 'paypal' }],
  [PaymentMethodId.TWOC2P_CARD]: card('visa', 'mastercard', 'jcb', 'unionpay'),
  [PaymentMethodId.SCB_QR]: [{ kind: 'thaiQr' }, { kind: 'bank', code: 'SCB', name: 'SCB' }],
  [PaymentMethodId.OMISE_CARD]: THAI_CARDS,
  [PaymentMethodId.OMISE_PROMPTPAY]: [{ kind: 'promptpay' }],
  [PaymentMethodId.TWOC2P_INSTALLMENT]: [{ kind: 'installment' }, ...card('visa', 'mastercard')],
  [PaymentMethodId.GBPRIME_CARD]: THAI_CARDS,
  [PaymentMethodId.GBPRIME_PROMPTPAY]: [{ kind: 'promptpay' }],
  [PaymentMethodId.PAY_SOLUTIONS]: [...card('visa', 'mastercard'), { kind: 'promptpay' }],
  [PaymentMethodId.TWOC2P_QR]: [{ kind: 'thaiQr' }],
};

/** The logos of a method: for a bank transfer, the banks of the shop's own accounts, each once. */
export const methodLogos = (method: PublicPaymentMethod): readonly MethodLogo[] => {
  if (method.id !== PaymentMethodId.BANK_TRANSFER) return FIXED_LOGOS[method.id] ?? [];
  const seen = new Set<string>();
  return method.bankList.flatMap((account) => {
    if (seen.has(account.bank)) return [];
    seen.add(account.bank);
    return [{ kind: 'bank' as const, code: account.bank, name: account.bank_name }];
  });
};
