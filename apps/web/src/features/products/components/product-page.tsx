import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shop/contract/auth/session-user';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Tabs } from '../../../components/ui/tabs';
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
  const [tab, setTab] = useState('description');
  const title = product.courseDescription.title;
  return (
    <article className="product-page" aria-labelledby="product-title">
      <Breadcrumb items={[{ title: t('nav.products'), to: paths.products() }, { title }]} />
      <div className="product-main">
        <div>
          <ProductGallery title={title} images={product.image_detail} picture={product.preview.pictureUrl} />
        </div>
        <div>
          <h1 id="product-title" className="catalog-page-title">
            {title}
          </h1>
          <p className="product-lead">{product.courseDescription.shortDescription}</p>
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
        activeKey={tab}
        onChange={setTab}
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
            children: <p>{t('catalog.products.shippingText')}</p>,
          },
        ]}
      />
    </article>
  );
};
