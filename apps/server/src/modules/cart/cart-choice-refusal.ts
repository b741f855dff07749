import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../../lib/app-error';
import type { ChoicesReview } from './cart-choices';
import type { CartChoicesRow } from './cart.repository';

const inputError = (param: string, message: string) =>
  new AppError(ErrorCode.INPUT_ERROR, { message: `${param} ${message}`, params: [{ param, message }] });

const couponRefusal = (review: ChoicesReview): AppError | null => {
  const [first] = review.dropped;
  if (!first) return null;
  return new AppError(first.reason, {
    message: first.code === null ? 'No such coupon' : `Coupon ${first.code} cannot be used on this cart`,
    result: review.dropped.map((dropped) => ({
      code: dropped.reason,
      couponCode: dropped.code ?? undefined,
    })),
  });
};

/**
 * Why the cart cannot keep the choices a buyer sent, if it cannot: the first choice the review
 * would have cleared. `sent` names the delivery fields the request carried; one left out keeps its
 * saved value and is not the buyer's mistake.
 */
export const choiceRefusal = (
  wanted: CartChoicesRow,
  review: ChoicesReview,
  sent: { shippingAddress: boolean; shippingFee: boolean },
): AppError | null => {
  const kept = review.choices;
  const coupons = couponRefusal(review);
  if (coupons) return coupons;
  if (wanted.paymentMethodId !== null && kept.paymentMethodId === null)
    return new AppError(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, {
      message: 'The shop does not offer this method',
    });
  if (wanted.promotionId !== null && kept.promotionId === null)
    return review.promotionExcluded
      ? new AppError(ErrorCode.PROMOTION_COUPON_EXCLUSIVE, {
          message: 'A promotion and coupons exclude each other',
        })
      : new AppError(ErrorCode.PROMOTION_NOT_APPLICABLE, { message: 'The promotion is not running' });
  if (sent.shippingAddress && wanted.shippingAddressId !== null && kept.shippingAddressId === null)
    return inputError('shipping_address_id', 'is not one of your delivery addresses');
  if (sent.shippingFee && wanted.shippingFeeOptionId !== null && kept.shippingFeeOptionId === null)
    return inputError('shipping_fee_id', 'is not a shipping option the shop offers');
  return null;
};
