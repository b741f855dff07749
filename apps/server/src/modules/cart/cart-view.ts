import type { CartResponse } from '@shop/contract/cart/cart';
import type { CourseType } from '@shop/domain/catalog/course-type';
import type { InferSelectModel } from 'drizzle-orm';
import type { carts } from '../../db/tables';
import { toCouponWire } from '../catalogue/index';
import type { ChoicesReview } from './cart-choices';
import { NO_CHOICES, type listCartLines } from './cart.repository';

type CartRow = InferSelectModel<typeof carts>;
type CartLine = Awaited<ReturnType<typeof listCartLines>>[number];

const choicesView = (id: string | null, review: ChoicesReview): CartResponse['cart'] => ({
  id,
  promotion_id: review.choices.promotionId,
  coupon_ids: review.choices.couponIds,
  payment_method_id: review.choices.paymentMethodId,
  coupons: review.coupons.map(toCouponWire),
  dropped_coupons: review.dropped.map((dropped) => ({
    coupon_id: dropped.couponId,
    code: dropped.code,
    reason: dropped.reason,
  })),
  is_withholding: review.choices.withholdingRequested,
  withholding_percent: review.choices.withholdingPercent === 1 ? 1 : 3,
  shipping_address_id: review.choices.shippingAddressId,
  shipping_fee_id: review.choices.shippingFeeOptionId,
});

export const emptyCartView = (): CartResponse => ({
  success: true,
  data: [],
  cart: choicesView(null, { choices: NO_CHOICES, coupons: [], dropped: [], promotionExcluded: false }),
});

/** The cart as the specification's clients read it: one row per line, the cart's choices repeated on each. */
export const toCartView = (cart: CartRow, lines: CartLine[], review: ChoicesReview): CartResponse => {
  const couponsJson = JSON.stringify(review.choices.couponIds);
  const paymentMethodId = review.choices.paymentMethodId;
  return {
    success: true,
    cart: choicesView(cart.id, review),
    data: lines.map(({ item, course, plan }) => ({
      id: item.id,
      cart_id: cart.id,
      course_id: course.id,
      course_name: course.title,
      course_image: course.pictureUrl,
      course_type: course.courseType as CourseType,
      link_path: course.linkPath ?? '',
      priecingplan_id: plan?.id ?? -1,
      pricing_type: plan?.pricingType ?? null,
      qty: item.quantity,
      price: plan?.price ?? null,
      price_usd: plan?.priceUsd ?? null,
      available_qty: course.availableQty,
      coupons_id: couponsJson,
      paymentmethod_id: paymentMethodId,
      free_book: course.freeBook,
      free_book_type: course.freeBookType,
      product_free: course.productFree,
      cartID: cart.id,
      courseID: course.id,
      pricingID: plan?.id ?? -1,
      couponID: couponsJson,
    })),
  };
};
