import { Breadcrumb, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@shop/contract/auth/session-user';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import { paths } from '../../../config/paths';
import { useProductOffer } from '../hooks/use-product-offer';
import { ProductBuyBox, type ProductBuyBoxProps } from './product-buy-box';
import { ProductGallery } from './product-gallery';
import '../products.css';
import '../../../components/list-page.css';

type ProductPageProps = {
  product: CourseDetail;
  viewer: { user: SessionUser | null; isLoading: boolean };
  isAdding: boolean;
  onAdd: ProductBuyBoxProps['onAdd'];
};

/** The product page (spec 2): pictures, the buy box and the description tabs. */
export const ProductPage = ({ product, viewer, isAdding, onAdd }: ProductPageProps) => {
  const { t } = useTranslation();
  const offer = useProductOffer(product, viewer);
  const title = product.courseDescription.title;
  return (
    <article className="product-page" aria-labelledby="product-title">
      <nav aria-label={t('catalog.list.breadcrumb')}>
        <Breadcrumb items={[{ title: <Link to={paths.products()}>{t('nav.products')}</Link> }, { title }]} />
      </nav>
      <div className="product-main">
        <div>
          <ProductGallery title={title} images={product.image_detail} picture={product.preview.pictureUrl} />
        </div>
        <div>
          <Typography.Title level={1} id="product-title" className="catalog-page-title">
            {title}
          </Typography.Title>
          <Typography.Paragraph className="product-lead">
            {product.courseDescription.shortDescription}
          </Typography.Paragraph>
          <ProductBuyBox
            offer={offer}
            availableQty={product.available_qty}
            isAdding={isAdding}
            onAdd={onAdd}
          />
        </div>
      </div>
      <Tabs
        className="product-tabs"
        size="large"
        items={[
          {
            key: 'description',
            label: t('catalog.products.description'),
            children: (
              <div
                className="product-description"
                // Sanitised by the server when the back office saves it and again when it is served.
                dangerouslySetInnerHTML={{ __html: product.courseDescription.description }}
              />
            ),
          },
          {
            key: 'shipping',
            label: t('catalog.products.shipping'),
            children: t('catalog.products.shippingText'),
          },
        ]}
      />
    </article>
  );
};
