import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingPlan } from '@shop/domain/catalog/pricing-plan';
import { planLabel } from '@shop/domain/pricing/plan-label';
import { planPrice } from '@shop/domain/pricing/plan-price';
import { useCoursePage } from './course-page-context';

/** A plan's label (spec 2 "Plan label", the domain's planLabel) and price in the page's currency. */
export const usePlanTexts = () => {
  const { i18n } = useTranslation();
  const { currency } = useCoursePage().offer;
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const label = useCallback((plan: PricingPlan) => planLabel(plan, currency, locale), [currency, locale]);
  const price = useCallback((plan: PricingPlan) => planPrice(plan, currency), [currency]);
  return { label, price, currency };
};
