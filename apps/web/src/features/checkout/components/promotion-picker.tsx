import { Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RankedPromotion } from '@shop/domain/discounts/promotion-rules';
import { PriceText } from '../../../components/price-text';
import type { Currency } from '@shop/domain/money/currency';

type PromotionPickerProps = {
  promotions: readonly RankedPromotion[];
  chosenId: number | null;
  currency: Currency;
  onChoose: (promotionId: number) => void;
};

/** The promotions that apply to the cart, best first; one may be chosen. */
export const PromotionPicker = ({ promotions, chosenId, currency, onChoose }: PromotionPickerProps) => {
  const { t } = useTranslation();
  if (promotions.length === 0) return null;
  return (
    <section className="checkout-section" aria-labelledby="checkout-promotion-title">
      <Typography.Title level={5} id="checkout-promotion-title">
        {t('checkout.promotion.title')}
      </Typography.Title>
      <Radio.Group
        className="checkout-choices"
        value={chosenId}
        onChange={(event) => onChoose(event.target.value as number)}
        aria-labelledby="checkout-promotion-title"
      >
        {promotions.map(({ promotion, amount }) => (
          <Radio key={promotion.id} value={promotion.id}>
            {promotion.title}{' '}
            <Typography.Text type="success">
              ({t('checkout.promotion.saves')} <PriceText amount={amount} currency={currency} />)
            </Typography.Text>
          </Radio>
        ))}
      </Radio.Group>
    </section>
  );
};
