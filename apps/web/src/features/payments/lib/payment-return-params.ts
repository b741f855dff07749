import { orderIdOf } from './current-order';

/** The card a gateway's return address describes (2C2P sends these; nothing here is secret). */
export type ReturnedCard = { masked: string; expMonth: string | null; expYear: string | null };

/** What the payment return screen reads from its address. */
export type PaymentReturnParams = {
  orderId: number | null;
  /** The attempt the provider's page was for (`attempt`), when the address names one. */
  attemptId: number | null;
  /** The buyer cancelled on the provider's page (`cancelled=1`, PayPal's cancel address). */
  isCancelled: boolean;
  card: ReturnedCard | null;
  /** Kept for the 2C2P adapter; the screen never shows or sends it. */
  encryptedCardInfo: string | null;
};

const nonEmpty = (value: string | null): string | null =>
  value === null || value.trim() === '' ? null : value;

/**
 * Spec 2's return screen: the order id is the second path segment (`/payment/{orderId}`), else the
 * current order the payment step remembered; the query carries the attempt, a cancel on the
 * provider's page and the masked card.
 */
export const paymentReturnParams = (
  pathname: string,
  search: URLSearchParams,
  rememberedOrderId: number | null,
): PaymentReturnParams => {
  const masked = nonEmpty(search.get('maskedCardInfo'));
  return {
    orderId: orderIdOf(pathname.split('/')[2]) ?? rememberedOrderId,
    attemptId: orderIdOf(search.get('attempt')),
    isCancelled: search.get('cancelled') === '1',
    card: masked
      ? {
          masked,
          expMonth: nonEmpty(search.get('expMonthCardInfo')),
          expYear: nonEmpty(search.get('expYearCardInfo')),
        }
      : null,
    encryptedCardInfo: nonEmpty(search.get('encryptedCardInfo')),
  };
};
