import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductSummary } from '@shop/contract/catalog/catalog-extras';
import { FallbackImage } from '../../../components/fallback-image';
import { PriceText } from '../../../components/price-text';
import { mediaUrl } from '../../../lib/media-url';

/** A product in the list: picture, name, price and whether it is in stock. */
export const ProductCard = ({ product }: { product: ProductSummary }) => {
  const { t } = useTranslation();
  const isOut = product.available_qty !== null && product.available_qty <= 0;
  return (
    <Link to={product.link_path} aria-label={product.title} className="course-card-link">
      <Card
        hoverable
        cover={
          <FallbackImage
            src={mediaUrl(product.picture_url)}
            alt={product.title}
            className="course-card-cover"
          />
        }
      >
        <Typography.Title level={3} className="course-card-title" ellipsis={{ rows: 2 }}>
          {product.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
          {product.short_description}
        </Typography.Paragraph>
        {product.starting_price !== null && (
          <div className="course-card-price">
            <strong>
              <PriceText amount={product.starting_price} />
            </strong>
          </div>
        )}
        {isOut ? (
          <Tag color="red">{t('catalog.products.outOfStock')}</Tag>
        ) : (
          product.available_qty !== null && (
            <Tag color="green">{t('catalog.products.inStock', { count: product.available_qty })}</Tag>
          )
        )}
      </Card>
    </Link>
  );
};
