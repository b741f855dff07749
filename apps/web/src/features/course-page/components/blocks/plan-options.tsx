import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../../../../components/price-text';
import { useCoursePage } from '../../hooks/course-page-context';
import { usePlanTexts } from '../../hooks/use-plan-texts';
import { PlanTags } from './plan-tags';
import '../../styles/plans.css';

/** The plans as a compact list of radio buttons (sidebars and narrow columns). */
export const PlanOptions = () => {
  const { t } = useTranslation();
  const { offer } = useCoursePage();
  const texts = usePlanTexts();
  return (
    <Radio.Group
      aria-label={t('catalog.course.plans')}
      className="plan-options"
      value={offer.chosenPlanId}
      onChange={(event) => offer.choosePlan(Number(event.target.value))}
    >
      {offer.plans.map((item) => {
        const price = texts.price(item.plan);
        return (
          <Radio key={item.plan.id} value={item.plan.id} disabled={item.disabled} className="plan-option">
            <span className="plan-option-label">{texts.label(item.plan)}</span>
            {price !== null && (
              <strong className="plan-option-price">
                <PriceText amount={price} currency={texts.currency} />
              </strong>
            )}
            <PlanTags item={item} />
          </Radio>
        );
      })}
    </Radio.Group>
  );
};
