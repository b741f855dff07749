import { Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@shop/domain/money/currency';
import { planPrice } from '@shop/domain/pricing/plan-price';
import { PriceText } from '../../../components/price-text';
import type { PlanChoice } from '../lib/plan-options';

type PlanPickerGridProps = {
  choices: readonly PlanChoice[];
  chosenId: number | null;
  currency: Currency;
  onChoose: (planId: number) => void;
};

/** Layout four's plan picker: selectable radio cards, 3 columns on xl, 2 on lg, 1 below. */
export const PlanPickerGrid = ({ choices, chosenId, currency, onChoose }: PlanPickerGridProps) => {
  const { t } = useTranslation();
  return (
    <section className="checkout-section" aria-labelledby="purchase-plan-title">
      <Typography.Title level={5} id="purchase-plan-title">
        {t('checkout.purchase.planTitle')}
      </Typography.Title>
      {choices.length === 0 ? (
        <Typography.Text type="danger">{t('checkout.purchase.noPlan')}</Typography.Text>
      ) : (
        <Radio.Group
          className="plan-picker-grid"
          aria-labelledby="purchase-plan-title"
          value={chosenId}
          onChange={(event) => onChoose(event.target.value as number)}
        >
          {choices.map((choice) => (
            <Radio
              key={choice.value}
              value={choice.value}
              disabled={choice.disabled}
              className="plan-picker-card"
            >
              <span className="plan-picker-label">{choice.label}</span>
              <span className="plan-picker-price">
                <PriceText amount={planPrice(choice.plan, currency) ?? 0} currency={currency} />
              </span>
              {choice.disabled && (
                <Typography.Text type="secondary" className="plan-picker-note">
                  {t('checkout.purchase.membersOnly')}
                </Typography.Text>
              )}
            </Radio>
          ))}
        </Radio.Group>
      )}
    </section>
  );
};
