import type { CartResponse } from '@shop/contract/cart/cart';
import type { CourseType } from '@shop/domain/catalog/course-type';
import type { InferSelectModel } from 'drizzle-orm';
import type { carts } from '../../db/tables';
import type { listCartLines } from './cart.repository';

type CartRow = InferSelectModel<typeof carts>;
type CartLine = Awaited<ReturnType<typeof listCartLines>>[number];

export const emptyCartView = (): CartResponse => ({
  success: true,
  data: [],
  cart: { id: null, promotion_id: null, coupon_ids: [], payment_method_id: null },
});

/** The cart as the specification's clients read it: one row per line, the cart's choices repeated on each. */
export const toCartView = (cart: CartRow, lines: CartLine[]): CartResponse => {
  const couponsJson = JSON.stringify(cart.couponIds);
  return {
    success: true,
    cart: {
      id: cart.id,
      promotion_id: cart.promotionId,
      coupon_ids: cart.couponIds,
      payment_method_id: cart.paymentMethodId,
    },
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
      paymentmethod_id: cart.paymentMethodId,
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
