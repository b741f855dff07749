import type { PublicSiteSettings } from '@shop/contract/settings/site-settings';
import type { PricingPlan } from '@shop/domain/catalog/pricing-plan';
import type { Promotion } from '@shop/domain/discounts/discount-types';
import type { Currency } from '@shop/domain/money/currency';
import type { PriceOrderInput, TaxBuyer } from '@shop/domain/pricing/price-order-types';
import type { CheckoutLine, CheckoutSelection } from './checkout-types';
import { discountSettingsOf, taxSettingsOf } from '@shop/contract/settings/to-domain';

/** Everything besides the buyer's choices that the price depends on. */
export type PricingContext = {
  currency: Currency;
  lines: readonly CheckoutLine[];
  plans: readonly PricingPlan[];
  ownedCourseIds: readonly number[];
  promotions: readonly Promotion[];
  buyer: TaxBuyer;
  settings: PublicSiteSettings;
  /** Minor units of the chosen delivery option when the order needs one; otherwise 0. */
  shippingFee: number;
};

/** The input of the domain's priceOrder, built exactly as the server builds it for the same order. */
export const priceInputOf = (context: PricingContext, selection: CheckoutSelection): PriceOrderInput => ({
  currency: context.currency,
  lines: context.lines.map((line) => ({
    courseId: line.courseId,
    courseType: line.courseType,
    quantity: line.quantity,
    plan: context.plans.find((plan) => plan.id === line.planId) ?? null,
    alreadyOwned: context.ownedCourseIds.includes(line.courseId),
  })),
  availablePromotions: context.promotions,
  promotion: context.promotions.find((promotion) => promotion.id === selection.promotionId) ?? null,
  coupons: selection.coupons,
  paymentMethodId: selection.paymentMethodId,
  shippingFee: context.shippingFee,
  buyer: context.buyer,
  withholding: selection.withholding.requested
    ? { requested: true, percent: selection.withholding.percent }
    : { requested: false },
  taxSettings: taxSettingsOf(context.settings),
  discountSettings: discountSettingsOf(context.settings),
});
