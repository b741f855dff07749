import type { OrderRefusalWire } from '@shop/contract/orders/order-refusal';
import type { OrderRefusal } from '@shop/domain/pricing/price-order-types';
import { errorMessage } from '../../../lib/texts';

/** A refusal in the reader's language; a coupon's refusal names its code. */
export const refusalText = (refusal: OrderRefusal): string => {
  const text = errorMessage(refusal.code, { code: refusal.couponCode ?? '' });
  return refusal.couponCode && !text.includes(refusal.couponCode) ? `${refusal.couponCode}: ${text}` : text;
};

/** Reads the refusal list of an order answer (`error.result`), whatever else it holds. */
export const refusalsOf = (result: unknown): OrderRefusalWire[] =>
  Array.isArray(result)
    ? result.filter(
        (item): item is OrderRefusalWire =>
          typeof item === 'object' && item !== null && typeof (item as { code?: unknown }).code === 'string',
      )
    : [];
