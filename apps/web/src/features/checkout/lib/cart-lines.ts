import type { CartItem } from '@shop/contract/cart/cart';
import type { CheckoutLine } from './checkout-types';

/** A cart line as the checkout reads it. */
export const checkoutLineOf = (item: CartItem): CheckoutLine => ({
  courseId: item.course_id,
  name: item.course_name,
  courseType: item.course_type,
  quantity: item.qty,
  planId: item.priecingplan_id === -1 ? null : item.priecingplan_id,
  freeBook: item.free_book,
  freeBookType: item.free_book_type,
  productFree: item.product_free,
});

/** The same lines with the same plans and quantities read the same, in any order. */
export const linesSignature = (lines: readonly CheckoutLine[]): string =>
  lines
    .map((line) => `${String(line.courseId)}:${String(line.planId)}:${String(line.quantity)}`)
    .sort()
    .join('|');
