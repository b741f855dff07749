import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import { methodMarks, type PaymentMark } from '@shop/domain/payments/payment-marks';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';

/** The height of every logo beside a method's name, in CSS pixels. */
const LOGO_HEIGHT = 24;

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
const methodLogos = (method: PublicPaymentMethod): readonly MethodLogo[] => {
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

/**
 * How wide a logo is drawn: the card brands and PayPal in their 3:2 cards, the installment glyph
 * wider, the rest square. The picker keeps this room for each logo before their code arrives.
 */
const logoWidth = (logo: MethodLogo): number => {
  switch (logo.kind) {
    case 'card':
    case 'paypal':
      return 36;
    case 'installment':
      return LOGO_HEIGHT * 1.5;
    case 'bank':
    case 'promptpay':
    case 'thaiQr':
      return LOGO_HEIGHT;
  }
};

/** A logo with the room it is drawn in, and its key among its method's logos. */
export type PlacedLogo = { logo: MethodLogo; key: string; width: number; height: number };

/**
 * A method's logos with their sizes: the picker keeps their room while the logos' own code
 * arrives, and hands them to it (which then needs nothing of this module but its types).
 */
export const placedLogos = (method: PublicPaymentMethod): readonly PlacedLogo[] =>
  methodLogos(method).map((logo) => ({
    logo,
    key: logo.kind === 'card' ? logo.brand : logo.kind === 'bank' ? logo.code : logo.kind,
    width: logoWidth(logo),
    height: LOGO_HEIGHT,
  }));
