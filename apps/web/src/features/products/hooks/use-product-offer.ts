import { useState } from 'react';
import type { SessionUser } from '@shop/contract/auth/session-user';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import { buyEligibility } from '@shop/domain/eligibility/buy-eligibility';

/** The most one order line may hold (the cart's limit). */
const MAX_PER_LINE = 99;

/**
 * What the product's buy box offers: its default plan and price, how many may be bought (up to
 * the stock), and whether the domain's eligibility lets this viewer buy (stock, instructor-only).
 */
export const useProductOffer = (
  product: CourseDetail,
  viewer: { user: SessionUser | null; isLoading: boolean },
) => {
  const [now] = useState(() => new Date());
  const [quantity, setQuantity] = useState(1);
  const plan =
    product.priceDetailByUserId.find((item) => item.is_default) ?? product.priceDetailByUserId[0] ?? null;
  const maxQuantity = Math.max(1, Math.min(product.available_qty ?? MAX_PER_LINE, MAX_PER_LINE));
  const eligibility = buyEligibility(
    {
      viewerRoles: viewer.user?.roles ?? [],
      isLoading: viewer.isLoading,
      hasCourseAccess: !product.lockCourse,
      courseType: product.courseType,
      orderStatus: null,
      seatsLeft: product.seat,
      stockLeft: product.available_qty,
      registrationStart: null,
      registrationEnd: null,
      plan: plan
        ? { freeFor: plan.free_for, buyCourseFree: plan.buy_course_free, pricingType: plan.pricing_type }
        : null,
    },
    now,
  );
  return {
    plan,
    price: plan?.price ?? null,
    quantity: Math.min(quantity, maxQuantity),
    setQuantity,
    maxQuantity,
    eligibility,
  };
};
