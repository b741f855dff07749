import { useTranslation } from 'react-i18next';
import { PriceText } from '../../../../components/price-text';
import { usePlanTexts } from '../../hooks/use-plan-texts';
import { PlanRadioGroup } from './plan-radio';
import { PlanTags } from './plan-tags';
import '../../styles/plans.css';

/** The plans as a compact list of radio buttons (sidebars and narrow columns). */
export const PlanOptions = () => {
  const { t } = useTranslation();
  const texts = usePlanTexts();
  return (
    <PlanRadioGroup label={t('catalog.course.plans')} className="plan-options" itemClassName="plan-option">
      {(item) => {
        const price = texts.price(item.plan);
        return (
          <>
            <span className="plan-option-label">{texts.label(item.plan)}</span>
            {price !== null && (
              <strong className="plan-option-price">
                <PriceText amount={price} currency={texts.currency} />
              </strong>
            )}
            <PlanTags item={item} />
          </>
        );
      }}
    </PlanRadioGroup>
  );
};
