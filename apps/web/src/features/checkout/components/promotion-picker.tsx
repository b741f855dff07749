import { useTranslation } from 'react-i18next';
import type { Currency } from '@shop/domain/money/currency';
import type { RankedPromotion } from '@shop/domain/discounts/promotion-rules';
import { PriceText } from '../../../components/price-text';
import { RadioGroup } from '../../../components/ui/radio-group';
import '../checkout-options.css';

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
      <h2 className="checkout-section-title" id="checkout-promotion-title">
        {t('checkout.promotion.title')}
      </h2>
      <RadioGroup
        className="checkout-choices"
        aria-labelledby="checkout-promotion-title"
        value={chosenId}
        onChange={onChoose}
        options={promotions.map(({ promotion, amount }) => ({
          value: promotion.id,
          label: (
            <>
              {promotion.title}{' '}
              <span className="checkout-saving">
                ({t('checkout.promotion.saves')} <PriceText amount={amount} currency={currency} />)
              </span>
            </>
          ),
        }))}
      />
    </section>
  );
};
