import type { CardFormValues } from './card-form';

type CardField = keyof CardFormValues;

/**
 * A card the provider declined, as the card form shows it: the field its reason is about (the
 * reason is written under it), or none when the reason is the bank's or the check's rather than
 * a card detail; and the fields emptied so the form is ready for the next try.
 */
export type CardDecline = { code: string; field: CardField | null; cleared: readonly CardField[] };

/** Failure codes about one detail of the card (the shop's vocabulary, `failure-texts`). */
const FIELD_OF_CODE: Readonly<Record<string, CardField>> = {
  invalid_card: 'number',
  insufficient_fund: 'number',
  stolen_or_lost_card: 'number',
  payment_rejected: 'number',
  expired_card: 'year',
  invalid_security_code: 'cvv',
};

/**
 * What the form does with a decline. The CVV is always emptied: it is never kept after a charge
 * was tried. A card refused as a whole leaves its number and expiry empty for another card; a
 * wrong expiry or CVV leaves only those to type again; a failed bank check (3-D Secure, fraud,
 * processing) may be tried again with the same card.
 */
export const cardDeclineOf = (code: string | null): CardDecline => {
  const known = code ?? 'payment_rejected';
  const field = FIELD_OF_CODE[known] ?? null;
  const cleared: readonly CardField[] =
    field === 'number'
      ? ['number', 'month', 'year', 'cvv']
      : field === 'year'
        ? ['month', 'year', 'cvv']
        : ['cvv'];
  return { code: known, field, cleared };
};
