import { useId } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '@shop/contract/catalog/catalog-extras';
import { FallbackImage } from '../../../components/fallback-image';
import { PriceText } from '../../../components/price-text';
import { mediaUrl } from '../../../lib/media-url';
import { StockTag } from './stock-tag';
import '../../../components/course-card.css';

/**
 * A product in the list: picture, name, price and whether it is in stock. The name is the link,
 * stretched over the whole card, described by the price and stock.
 */
export const ProductCard = ({
  product,
  headingLevel = 3,
}: {
  product: ProductSummary;
  /** One level under the list's heading: 2 under a page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) => {
  const id = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const described = [
    product.starting_price !== null ? `${id}-price` : '',
    product.available_qty !== null ? `${id}-stock` : '',
  ].filter(Boolean);
  return (
    <article className="course-card product-card">
      <FallbackImage src={mediaUrl(product.picture_url)} alt="" className="course-card-cover" />
      <div className="course-card-body">
        <Title className="course-card-title">
          <Link
            to={product.link_path}
            className="course-card-link"
            aria-describedby={described.length > 0 ? described.join(' ') : undefined}
          >
            {product.title}
          </Link>
        </Title>
        <p className="text-secondary course-card-secondary course-card-summary">
          {product.short_description}
        </p>
        {product.starting_price !== null && (
          <p id={`${id}-price`} className="course-card-price">
            <strong>
              <PriceText amount={product.starting_price} />
            </strong>
          </p>
        )}
        <StockTag stockLeft={product.available_qty} id={`${id}-stock`} />
      </div>
    </article>
  );
};
