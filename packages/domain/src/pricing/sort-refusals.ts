import { ErrorCode } from '../errors/error-codes';
import type { OrderRefusal } from './price-order-types';

const CODE_ORDER: readonly string[] = Object.values(ErrorCode);

const keyOf = (refusal: OrderRefusal): string =>
  `${refusal.code}|${refusal.courseId ?? ''}|${refusal.couponCode ?? ''}`;

/**
 * The refusals without repeats, in a fixed order: by their code's place in the catalogue, then
 * course id, then coupon code. The same order in any request order, so clients and tests can rely on it.
 */
export const sortRefusals = (refusals: readonly OrderRefusal[]): OrderRefusal[] => {
  const unique = new Map(refusals.map((refusal) => [keyOf(refusal), refusal]));
  return [...unique.values()].sort(
    (a, b) =>
      CODE_ORDER.indexOf(a.code) - CODE_ORDER.indexOf(b.code) ||
      (a.courseId ?? 0) - (b.courseId ?? 0) ||
      // Repeats are gone, so two refusals tied on code and course differ in coupon code.
      ((a.couponCode ?? '') < (b.couponCode ?? '') ? -1 : 1),
  );
};
