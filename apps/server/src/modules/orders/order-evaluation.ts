import type { CourseType } from '@shop/domain/catalog/course-type';
import { visiblePlans } from '@shop/domain/catalog/plan-visibility';
import type { PricingPlan } from '@shop/domain/catalog/pricing-plan';
import {
  buyEligibility,
  type CourseOrderStatus,
  type ViewerRole,
} from '@shop/domain/eligibility/buy-eligibility';
import { isOnSale } from '@shop/domain/catalog/on-sale';
import { hasCourseAccess } from '@shop/domain/eligibility/course-access';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { OrderLineInput, OrderRefusal, PricedOrder } from '@shop/domain/pricing/price-order-types';
import { priceOrder } from '@shop/domain/pricing/price-order';
import { requiresShippingAddress, requiresShippingFee } from '@shop/domain/shipping/shipping-requirements';
import type { SessionUserRow } from '../../plugins/session';
import type { OrderContext } from './order-context';
import type { ParsedCreateOrderBody } from './parsed-body';
import type { OrderRefusalWire } from '@shop/contract/orders/order-refusal';
import { discountSettingsOf, taxSettingsOf } from '@shop/contract/settings/to-domain';

type Body = ParsedCreateOrderBody;

/** A refusal on the wire; TIME_LEFT also names the unpaid order that holds the course. */
export type ServerRefusal = OrderRefusalWire;

export type EvaluatedOrder = { priced: PricedOrder; plans: Map<number, PricingPlan>; needsAddress: boolean };

/** The plan the buyer chose, if this buyer may buy it; otherwise null, which priceOrder refuses. */
const buyablePlan = (context: OrderContext, courseId: number, planId: number): PricingPlan | null => {
  const plan = context.plans.find((candidate) => candidate.id === planId);
  if (!plan) return null;
  const coursePlans = context.plans.filter(
    (candidate) =>
      candidate.courseId === courseId ||
      (candidate.referenceCode === 'COURSE' && candidate.referenceId === courseId),
  );
  const visible = visiblePlans(
    coursePlans,
    {
      isLoggedIn: true,
      ownedCourseIds: context.ownedCourseIds,
      canRenew: context.renewableCourseIds.includes(courseId),
    },
    plan.pricingType,
  );
  return visible.ok && visible.value.includes(plan) ? plan : null;
};

const eligibilityRefusal = (
  context: OrderContext,
  user: SessionUserRow,
  line: OrderLineInput,
  now: Date,
): OrderRefusal | null => {
  const course = context.courses.get(line.courseId);
  if (!course) return { code: ErrorCode.COURSE_NOT_AVAILABLE, courseId: line.courseId };
  const decision = buyEligibility(
    {
      viewerRoles: user.roles.filter((role): role is ViewerRole =>
        ['student', 'instructor', 'admin'].includes(role),
      ),
      isLoading: false,
      hasCourseAccess: hasCourseAccess({
        courseAccessRights: context.settings.course_access_rights === 1,
        courseForUserGroup: course.courseForUserGroup,
        userGroupId: user.userGroupId,
      }),
      courseType: line.courseType,
      orderStatus: (context.latestStatus.get(line.courseId) ?? null) as CourseOrderStatus | null,
      seatsLeft: course.seatsTotal === null ? null : course.seatsTotal - course.seatsTaken,
      stockLeft: course.availableQty,
      registrationStart: course.startRegDate,
      registrationEnd: course.endRegDate,
      plan: line.plan,
    },
    now,
  );
  return decision.canBuy ? null : { code: decision.code, courseId: line.courseId };
};

const isListed = (context: OrderContext, courseId: number, now: Date): boolean => {
  const course = context.courses.get(courseId);
  return course !== undefined && isOnSale(course, now);
};

/** Why this course cannot be bought now, if it cannot: not listed, already waiting for payment, or not eligible. */
const courseRefusal = (
  context: OrderContext,
  user: SessionUserRow,
  line: OrderLineInput,
  now: Date,
): ServerRefusal | null => {
  if (!isListed(context, line.courseId, now))
    return { code: ErrorCode.COURSE_NOT_AVAILABLE, courseId: line.courseId };
  const unpaid = context.unpaid.find((order) => order.courseId === line.courseId);
  if (unpaid) return { code: ErrorCode.TIME_LEFT, courseId: line.courseId, orderId: unpaid.id };
  return eligibilityRefusal(context, user, line, now);
};

const shippingFeeOf = (context: OrderContext, currency: 'THB' | 'USD'): number | null => {
  const option = context.shippingFeeOption;
  if (!option) return null;
  return currency === 'USD' ? option.feeUsd : option.fee;
};

/**
 * Runs every rule of an order request: eligibility of each course, the price with promotion,
 * coupons, VAT and withholding, and delivery. Returns the priced order or every refusal.
 */
export const evaluateOrder = (
  context: OrderContext,
  user: SessionUserRow,
  body: Body,
  now: Date,
): { ok: true; value: EvaluatedOrder } | { ok: false; refusals: ServerRefusal[] } => {
  const refusals: ServerRefusal[] = [];
  const lines: OrderLineInput[] = body.course_id.map((courseId, index) => {
    const course = context.courses.get(courseId);
    const planId = body.pricingplan_id[index] ?? -1;
    return {
      courseId,
      courseType: (course?.courseType ?? 'Online') as CourseType,
      quantity: body.quantity?.[index] ?? 1,
      plan: planId === -1 ? null : buyablePlan(context, courseId, planId),
      alreadyOwned: context.ownedCourseIds.includes(courseId),
    };
  });
  for (const line of lines) {
    const refusal = courseRefusal(context, user, line, now);
    if (refusal) refusals.push(refusal);
  }
  // Only a method the shop offers (enabled, with a panel, its adapter running) takes part in pricing.
  const isMethodOffered =
    body.payment_method_id === null || context.offeredMethodIds.includes(body.payment_method_id);
  if (!isMethodOffered) refusals.push({ code: ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE });
  const seenCouponIds = new Set<number>();
  for (const id of body.coupon_id) {
    const found = context.coupons.find((entry) => entry.coupon.id === id);
    const couponCode = found?.coupon.code ?? String(id);
    // The cart refuses a coupon twice; a request that sends one twice is refused, not merged.
    if (seenCouponIds.has(id)) refusals.push({ code: ErrorCode.COUPON_DUPLICATE, couponCode });
    else if (!found?.isUsable) refusals.push({ code: ErrorCode.COUPON_NOT_AVAILABLE, couponCode });
    seenCouponIds.add(id);
  }
  const promotion =
    body.promotion_id === null
      ? null
      : (context.promotions.find((item) => item.id === body.promotion_id) ?? null);
  if (body.promotion_id !== null && !promotion) refusals.push({ code: ErrorCode.PROMOTION_NOT_APPLICABLE });

  const shippingLines = body.course_id.flatMap((courseId) => {
    const course = context.courses.get(courseId);
    return course
      ? [
          {
            courseType: course.courseType as CourseType,
            freeBook: course.freeBook,
            freeBookType: course.freeBookType,
            productFree: course.productFree,
          },
        ]
      : [];
  });
  const needsAddress = requiresShippingAddress(shippingLines);
  const needsFee = requiresShippingFee(shippingLines);
  if (needsAddress && !context.shippingAddress) refusals.push({ code: ErrorCode.SHIPPING_ADDRESS_REQUIRED });
  const fee = needsFee ? shippingFeeOf(context, body.currency_code) : 0;
  if (needsFee && fee === null) refusals.push({ code: ErrorCode.SHIPPING_FEE_REQUIRED });
  // An unknown or switched-off method is refused as such, before anything is priced with it.
  if (!isMethodOffered) return { ok: false, refusals: dedupe(refusals) };

  const priced = priceOrder({
    currency: body.currency_code,
    lines,
    availablePromotions: context.promotions,
    promotion,
    coupons: context.coupons.filter((entry) => entry.isUsable).map((entry) => entry.coupon),
    paymentMethodId: body.payment_method_id,
    shippingFee: fee ?? 0,
    buyer: {
      requiresTaxInvoice: context.taxProfile?.isRequireTaxInvoice ?? false,
      personType:
        context.taxProfile?.taxPersonType === 'juristic_person' ? 'juristic_person' : 'normal_person',
    },
    withholding: body.is_withholding
      ? { requested: true, percent: body.withholding_percent }
      : { requested: false },
    taxSettings: taxSettingsOf(context.settings),
    discountSettings: discountSettingsOf(context.settings),
  });
  if (!priced.ok) refusals.push(...priced.refusals);
  if (refusals.length > 0 || !priced.ok) return { ok: false, refusals: dedupe(refusals) };
  const plans = new Map(lines.flatMap((line) => (line.plan ? [[line.courseId, line.plan] as const] : [])));
  return { ok: true, value: { priced: priced.value, plans, needsAddress } };
};

const dedupe = (refusals: ServerRefusal[]): ServerRefusal[] => {
  const seen = new Set<string>();
  return refusals.filter((refusal) => {
    const key = `${refusal.code}|${String(refusal.courseId)}|${String(refusal.couponCode)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
