import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { OrderRefusal } from '@shop/domain/pricing/price-order-types';
import type { CheckoutLine } from '../lib/checkout-types';
import type { Checkout } from '../hooks/use-checkout';
import { PriceSummary } from './price-summary';
import { RefusalList } from './refusal-list';

type CheckoutTotalsProps = { checkout: Checkout; lines: readonly CheckoutLine[] };

/** The price summary, or why the order cannot be made yet. */
export const CheckoutTotals = ({ checkout, lines }: CheckoutTotalsProps) => {
  const { t } = useTranslation();
  const { view, priced, sources } = checkout;
  const lineOf = (courseId: number | undefined) => lines.find((line) => line.courseId === courseId);
  // A line whose plan is not chosen yet asks for a choice rather than saying there is no plan.
  const textOf = (refusal: OrderRefusal) =>
    refusal.code === ErrorCode.NO_PRICING_PLAN && lineOf(refusal.courseId)?.planId === null
      ? t('checkout.cart.choosePlan')
      : undefined;
  if (!view) return null;
  if (!view.result.ok)
    return (
      <RefusalList
        refusals={view.result.refusals}
        courseName={(courseId) => lineOf(courseId)?.name}
        textOf={textOf}
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
