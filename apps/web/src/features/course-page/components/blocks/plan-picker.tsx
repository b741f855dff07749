import { Col, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../../../../components/price-text';
import { useCoursePage } from '../../hooks/course-page-context';
import { usePlanTexts } from '../../hooks/use-plan-texts';
import { PlanTags } from './plan-tags';
import '../../styles/plans.css';

/**
 * Spec 2's plan picker: radio cards, 3 columns on extra-large screens, 2 on large, 1 on smaller
 * ones; one plan at a time; a member-only plan is disabled for a visitor.
 */
export const PlanPicker = () => {
  const { t } = useTranslation();
  const { offer } = useCoursePage();
  const texts = usePlanTexts();
  return (
    <Radio.Group
      aria-label={t('catalog.course.choosePlan')}
      className="plan-picker"
      value={offer.chosenPlanId}
      onChange={(event) => offer.choosePlan(Number(event.target.value))}
    >
      <Row gutter={[16, 16]}>
        {offer.plans.map((item) => {
          const price = texts.price(item.plan);
          const isChosen = item.plan.id === offer.chosenPlanId;
          return (
            <Col key={item.plan.id} xs={24} lg={12} xl={8}>
              <Radio
                value={item.plan.id}
                disabled={item.disabled}
                className={['plan-card', isChosen ? 'is-chosen' : ''].join(' ')}
              >
                <span className="plan-card-label">{texts.label(item.plan)}</span>
                {price !== null && (
                  <span className="plan-card-price">
                    <PriceText amount={price} currency={texts.currency} />
                  </span>
                )}
                <span className="plan-card-tags">
                  <PlanTags item={item} />
                </span>
              </Radio>
            </Col>
          );
        })}
      </Row>
    </Radio.Group>
  );
};
