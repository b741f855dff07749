import { useTranslation } from 'react-i18next';
import { PriceText } from '../../../../components/price-text';
import { usePlanTexts } from '../../hooks/use-plan-texts';
import { PlanRadioGroup } from './plan-radio';
import { PlanTags } from './plan-tags';
import '../../styles/plans.css';

/**
 * Spec 2's plan picker: radio cards, 3 columns on extra-large screens, 2 on large, 1 on smaller
 * ones; one plan at a time; a member-only plan is disabled for a visitor.
 */
export const PlanPicker = () => {
  const { t } = useTranslation();
  const texts = usePlanTexts();
  return (
    <PlanRadioGroup label={t('catalog.course.choosePlan')} className="plan-picker" itemClassName="plan-card">
      {(item) => {
        const price = texts.price(item.plan);
        return (
          <>
            <span className="plan-card-label">{texts.label(item.plan)}</span>
            {price !== null && (
              <span className="plan-card-price">
                <PriceText amount={price} currency={texts.currency} />
              </span>
            )}
            <span className="plan-card-tags">
              <PlanTags item={item} />
            </span>
          </>
        );
      }}
    </PlanRadioGroup>
  );
};
