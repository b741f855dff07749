import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { OrderRefusal } from '@shop/domain/pricing/price-order-types';
import type { CheckoutLine } from '../lib/checkout-types';
import type { Checkout } from '../hooks/use-checkout';
import { PriceSummary } from './price-summary';
import { RefusalList } from './refusal-list';

type CheckoutTotalsProps = { checkout: Checkout; lines: readonly CheckoutLine[] };

/**
 * The price summary, or why the order cannot be made yet. A plan or a payment method still to be
 * chosen is said beside the order button, which it holds back, so it is not said twice here.
 */
export const CheckoutTotals = ({ checkout, lines }: CheckoutTotalsProps) => {
  const { view, priced, sources } = checkout;
  const lineOf = (courseId: number | undefined) => lines.find((line) => line.courseId === courseId);
  const isSaidBesideButton = (refusal: OrderRefusal) =>
    refusal.code === ErrorCode.NO_PAYMENT_METHOD ||
    (refusal.code === ErrorCode.NO_PRICING_PLAN && lineOf(refusal.courseId)?.planId === null);
  if (!view) return null;
  if (!view.result.ok)
    return (
      <RefusalList
        refusals={view.result.refusals.filter((refusal) => !isSaidBesideButton(refusal))}
        courseName={(courseId) => lineOf(courseId)?.name}
      />
    );
  if (!priced) return null;
  const promotionTitle =
    sources.promotions.find((promotion) => promotion.id === priced.promotion?.id)?.title ?? null;
  return (
    <PriceSummary
      priced={priced}
      vatPercent={sources.settings?.vat_value ?? 0}
      promotionTitle={promotionTitle}
    />
  );
};
