import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../../../components/price-text';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { WholeNumberInput } from '../../../components/ui/whole-number-input';
import { errorMessage } from '../../../lib/texts';
import type { useProductOffer } from '../hooks/use-product-offer';
import { StockTag } from './stock-tag';

export type ProductBuyBoxProps = {
  offer: ReturnType<typeof useProductOffer>;
  availableQty: number | null;
  isAdding: boolean;
  onAdd: (input: { planId: number; quantity: number; goToCart: boolean }) => void;
};

/** Price, stock, quantity (up to the stock) and the add-to-cart and buy-now buttons. */
export const ProductBuyBox = ({ offer, availableQty, isAdding, onAdd }: ProductBuyBoxProps) => {
  const { t } = useTranslation();
  const quantityId = useId();
  const { eligibility, plan } = offer;
  const add = (goToCart: boolean) => {
    if (plan) onAdd({ planId: plan.id, quantity: offer.quantity, goToCart });
  };
  return (
    <div className="product-buy-box">
      {offer.price !== null && (
        <p className="product-price">
          <PriceText amount={offer.price} />
        </p>
      )}
      <StockTag stockLeft={availableQty} />
      {eligibility.canBuy && plan && (
        <div className="product-buy-actions">
          <div className="product-quantity">
            <label htmlFor={quantityId}>{t('catalog.products.quantity')}</label>
            <WholeNumberInput
              id={quantityId}
              min={1}
              max={offer.maxQuantity}
              value={offer.quantity}
              onChange={offer.setQuantity}
            />
          </div>
          <Button size="large" loading={isAdding} onClick={() => add(false)}>
            {t('catalog.products.addToCart')}
          </Button>
          <Button variant="primary" size="large" disabled={isAdding} onClick={() => add(true)}>
            {t('catalog.products.buyNow')}
          </Button>
        </div>
      )}
      {!eligibility.canBuy && eligibility.reason !== 'loading' && eligibility.reason !== 'out-of-stock' && (
        <Alert type="warning" title={errorMessage(eligibility.code)} className="product-buy-refusal" />
      )}
    </div>
  );
};
