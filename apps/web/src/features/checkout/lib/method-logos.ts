import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import { methodMarks, type PaymentMark } from '@shop/domain/payments/payment-marks';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';

/** One logo shown beside a payment method's name. */
export type MethodLogo =
  | { kind: 'card'; brand: 'visa' | 'mastercard' | 'jcb' | 'unionpay' }
  | { kind: 'bank'; code: string; name: string }
  | { kind: 'promptpay' }
  | { kind: 'thaiQr' }
  | { kind: 'paypal' }
  | { kind: 'installment' };

const logoOf = (mark: Exclude<PaymentMark, 'bank-transfer'>): MethodLogo => {
  switch (mark) {
    case 'visa':
    case 'mastercard':
    case 'jcb':
    case 'unionpay':
      return { kind: 'card', brand: mark };
    case 'thai-qr':
      return { kind: 'thaiQr' };
    case 'scb':
      return { kind: 'bank', code: 'SCB', name: 'SCB' };
    case 'promptpay':
    case 'paypal':
    case 'installment':
      return { kind: mark };
  }
};

/**
 * The logos of a method, from the domain's marks of what it takes; for a bank transfer, the banks
 * of the shop's own accounts, each once.
 */
export const methodLogos = (method: PublicPaymentMethod): readonly MethodLogo[] => {
  if (method.id !== PaymentMethodId.BANK_TRANSFER) {
    return methodMarks(method.id)
      .filter((mark): mark is Exclude<PaymentMark, 'bank-transfer'> => mark !== 'bank-transfer')
      .map(logoOf);
  }
  const seen = new Set<string>();
  return method.bankList.flatMap((account) => {
    if (seen.has(account.bank)) return [];
    seen.add(account.bank);
    return [{ kind: 'bank' as const, code: account.bank, name: account.bank_name }];
  });
};
