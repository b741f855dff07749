import { Alert, Button, InputNumber, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../../../components/price-text';
import { errorMessage } from '../../../lib/texts';
import { keepWholeNumberKeys } from '../../../lib/whole-number-keys';
import type { useProductOffer } from '../hooks/use-product-offer';

export type ProductBuyBoxProps = {
  offer: ReturnType<typeof useProductOffer>;
  availableQty: number | null;
  isAdding: boolean;
  onAdd: (input: { planId: number; quantity: number; goToCart: boolean }) => void;
};

/** Price, stock, quantity (up to the stock) and the add-to-cart and buy-now buttons. */
export const ProductBuyBox = ({ offer, availableQty, isAdding, onAdd }: ProductBuyBoxProps) => {
  const { t } = useTranslation();
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
      {offer.isOutOfStock ? (
        <Tag color="red">{t('catalog.products.outOfStock')}</Tag>
      ) : (
        availableQty !== null && (
          <Tag color="green">{t('catalog.products.inStock', { count: availableQty })}</Tag>
        )
      )}
      {eligibility.canBuy && plan && (
        <Space wrap className="product-buy-actions">
          <label className="product-quantity">
            <span>{t('catalog.products.quantity')}</span>
            <InputNumber
              min={1}
              max={offer.maxQuantity}
              precision={0}
              inputMode="numeric"
              onKeyDown={keepWholeNumberKeys}
              value={offer.quantity}
              onChange={(value) => offer.setQuantity(value ?? 1)}
            />
          </label>
          <Button size="large" loading={isAdding} onClick={() => add(false)}>
            {t('catalog.products.addToCart')}
          </Button>
          <Button type="primary" size="large" disabled={isAdding} onClick={() => add(true)}>
            {t('catalog.products.buyNow')}
          </Button>
        </Space>
      )}
      {!eligibility.canBuy && eligibility.reason !== 'loading' && eligibility.reason !== 'out-of-stock' && (
        <Alert type="warning" showIcon title={errorMessage(eligibility.code)} />
      )}
    </div>
  );
};
