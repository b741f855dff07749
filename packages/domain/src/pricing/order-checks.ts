import { checkCoupons } from '../discounts/coupon-rules';
import { isPromotionUsable } from '../discounts/promotion-rules';
import { ErrorCode } from '../errors/error-codes';
import { canBuyerWithhold } from '../tax/withholding';
import { checkLines, type ResolvedLine } from './line-checks';
import { isPaymentMethodAvailableIn } from './payment-method-rules';
import type { OrderRefusal, PriceOrderInput } from './price-order-types';

const refusal = (code: ErrorCode): OrderRefusal => ({ code });

const paymentMethodRefusals = ({ paymentMethodId, currency }: PriceOrderInput): OrderRefusal[] => {
  if (paymentMethodId === null) return [refusal(ErrorCode.NO_PAYMENT_METHOD)];
  return isPaymentMethodAvailableIn(paymentMethodId, currency)
    ? []
    : [refusal(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE)];
};

const promotionRefusals = (input: PriceOrderInput, courseIdsInCart: readonly number[]): OrderRefusal[] => {
  const { promotion, currency } = input;
  // Under is_use_coupon_or_oder a buyer who chose coupons has chosen not to take a promotion.
  const exclusiveCoupons = input.discountSettings.isUseCouponOrOrder && input.coupons.length > 0;
  if (promotion === null) {
    const oneApplies = input.availablePromotions.some((p) => isPromotionUsable(p, courseIdsInCart, currency));
    return oneApplies && !exclusiveCoupons ? [refusal(ErrorCode.PROMOTION_MUST_BE_CHOSEN)] : [];
  }
  const refusals: OrderRefusal[] = [];
  if (exclusiveCoupons) refusals.push(refusal(ErrorCode.PROMOTION_COUPON_EXCLUSIVE));
  if (!isPromotionUsable(promotion, courseIdsInCart, currency)) {
    refusals.push(refusal(ErrorCode.PROMOTION_NOT_APPLICABLE));
  }
  return refusals;
};

const shippingRefusals = ({ shippingFee }: PriceOrderInput): OrderRefusal[] =>
  Number.isSafeInteger(shippingFee) && shippingFee >= 0 ? [] : [refusal(ErrorCode.INPUT_ERROR)];

// The amount threshold needs the totals, so it is checked after pricing; who may withhold is known now.
const withholdingRefusals = ({ withholding, buyer, taxSettings }: PriceOrderInput): OrderRefusal[] =>
  withholding.requested && !(taxSettings.isEnableWithholdingTax && canBuyerWithhold(buyer))
    ? [refusal(ErrorCode.WITHHOLDING_NOT_ALLOWED)]
    : [];

/**
 * The checks that need no amounts (spec 1 section 5): cart, lines, payment method, promotion,
 * coupons and who may withhold. Returns every refusal found and the lines priced so far; when there
 * is no refusal every line is priced. An empty cart is refused alone: nothing else can be judged.
 */
export const checkOrder = (input: PriceOrderInput): { refusals: OrderRefusal[]; lines: ResolvedLine[] } => {
  if (input.lines.length === 0) return { refusals: [refusal(ErrorCode.EMPTY_CART)], lines: [] };
  const courseIdsInCart = input.lines.map((line) => line.courseId);
  const { refusals: lineRefusals, resolved } = checkLines(input.lines, input.currency);
  const refusals = [
    ...lineRefusals,
    ...shippingRefusals(input),
    ...paymentMethodRefusals(input),
    ...promotionRefusals(input, courseIdsInCart),
    ...checkCoupons(input.coupons, {
      courseIdsInCart,
      paymentMethodId: input.paymentMethodId,
      currency: input.currency,
      settings: input.discountSettings,
    }),
    ...withholdingRefusals(input),
  ];
  return { refusals, lines: resolved };
};
