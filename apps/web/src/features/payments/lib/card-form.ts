import type { CardFormValue } from '@shop/domain/validation/card-form';
import type { VaultCard } from './omise-vault';

/** The card form as typed; `number` keeps digits only. */
export type CardFormValues = { name: string; number: string; month: string; year: string; cvv: string };

export const CARD_FIELDS = [
  'name',
  'number',
  'month',
  'year',
  'cvv',
] as const satisfies readonly (keyof CardFormValues)[];

export const emptyCardForm = (name: string): CardFormValues => ({
  name,
  number: '',
  month: '',
  year: '',
  cvv: '',
});

/** Keeps the digits of what was typed or pasted, up to `max` ("4242 4242-4242" -> "424242424242"). */
export const digitsOnly = (typed: string, max: number): string => typed.replace(/\D/g, '').slice(0, max);

/** The vault's card from the checked form and the name on the card. */
export const vaultCardOf = (name: string, card: CardFormValue): VaultCard => ({
  name: name.trim(),
  number: card.number,
  expirationMonth: card.month,
  expirationYear: card.year,
  securityCode: card.cvv,
});
