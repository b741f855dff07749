import type { Coupon } from '@shop/domain/discounts/discount-types';
import { rankPromotions, type RankedPromotion } from '@shop/domain/discounts/promotion-rules';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { planPrice } from '@shop/domain/pricing/plan-price';
import { priceOrder, type PriceOrderResult } from '@shop/domain/pricing/price-order';
import type { OrderRefusal } from '@shop/domain/pricing/price-order-types';
import { withholdingOption, type WithholdingOption } from '@shop/domain/tax/withholding';
import type { CheckoutSelection } from './checkout-types';
import { priceInputOf, type PricingContext } from './price-input';
import { taxSettingsOf } from '@shop/contract/settings/to-domain';

/** What the checkout shows about the price of the current choices. */
export type PricingView = { result: PriceOrderResult; withholding: WithholdingOption };

type RankingContext = Pick<PricingContext, 'lines' | 'plans' | 'promotions' | 'currency'>;

const discountLines = (context: RankingContext) =>
  context.lines.flatMap((line) => {
    const plan = context.plans.find((candidate) => candidate.id === line.planId);
    const price = plan ? planPrice(plan, context.currency) : null;
    return price === null ? [] : [{ courseId: line.courseId, amount: price * line.quantity }];
  });

// Whether withholding is offered depends on net + VAT, which withholding itself does not change.
const withholdingOf = (context: PricingContext, selection: CheckoutSelection): WithholdingOption => {
  const plain = priceOrder(
    priceInputOf(context, { ...selection, withholding: { ...selection.withholding, requested: false } }),
  );
  if (!plain.ok) return 'hidden';
  return withholdingOption({
    currency: context.currency,
    net: plain.value.net,
    vat: plain.value.vat,
    buyer: context.buyer,
    taxSettings: taxSettingsOf(context.settings),
  });
};

/** Promotions that apply to these lines, largest discount first. */
export const rankedPromotionsOf = (context: RankingContext): RankedPromotion[] =>
  rankPromotions(context.promotions, discountLines(context), context.currency);

export const pricingViewOf = (context: PricingContext, selection: CheckoutSelection): PricingView => ({
  result: priceOrder(priceInputOf(context, selection)),
  withholding: withholdingOf(context, selection),
});

const COUPON_SET_CODES: readonly string[] = [ErrorCode.COUPON_DUPLICATE, ErrorCode.ONE_COUPON_PER_ORDER];

/**
 * The refusals a coupon would bring if it were added to the current choices: its own (no course,
 * too few courses, payment method, currency) and those of the coupon set (duplicate, one per order).
 */
export const couponRefusals = (
  context: PricingContext,
  selection: CheckoutSelection,
  coupon: Coupon,
): OrderRefusal[] => {
  const result = priceOrder(priceInputOf(context, { ...selection, coupons: [...selection.coupons, coupon] }));
  if (result.ok) return [];
  return result.refusals.filter(
    (refusal) =>
      COUPON_SET_CODES.includes(refusal.code) ||
      refusal.couponCode?.trim().toUpperCase() === coupon.code.trim().toUpperCase(),
  );
};
