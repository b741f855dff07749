import { useTranslation } from 'react-i18next';
import { isOutOfStock } from '@shop/domain/catalog/stock';
import { Tag } from '../../../components/ui/tag';

/**
 * A product's stock as a tag: out of stock in red, the number left in green, nothing when the shop
 * does not count it. `id` names the words, for a link described by them.
 */
export const StockTag = ({ stockLeft, id }: { stockLeft: number | null; id?: string }) => {
  const { t } = useTranslation();
  if (stockLeft === null) return null;
  return isOutOfStock(stockLeft) ? (
    <Tag tone="red">
      <span id={id}>{t('catalog.products.outOfStock')}</span>
    </Tag>
  ) : (
    <Tag tone="green">
      <span id={id}>{t('catalog.products.inStock', { count: stockLeft })}</span>
    </Tag>
  );
};
