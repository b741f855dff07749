import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PreviewBanner } from '../../../components/preview-banner';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { ProductPage } from '../../../features/products/components/product-page';
import { useProduct } from '../../../features/products/api/get-product';
import { useSiteSettings } from '../../../features/settings/api/site-settings';
import { useNotify } from '../../../hooks/use-notify';
import { idFromSlug } from './id-from-slug';
import { PageLoadFailed, PageLoading, PageNotFound } from './page-states';
import { pageStatus } from './page-status';
import { useAddToCart } from './use-add-to-cart';
import { useCanonicalRedirect } from './use-canonical-redirect';
import { metaDescription, pageTitle, useDocumentMeta } from './use-document-meta';
import { useTrackViewItem } from './use-track-view-item';

/** `/product/:idSlug`: nothing until the product is loaded; then its pictures, buy box and tabs. */
export const ProductRoute = () => {
  const { t } = useTranslation();
  const { idSlug } = useParams();
  const id = idFromSlug(idSlug);
  const [searchParams] = useSearchParams();
  const product = useProduct(id, searchParams.get('preview') === '1');
  const settings = useSiteSettings();
  const user = useCurrentUser();
  const cart = useAddToCart();
  const { notification } = useNotify();
  const data = product.data ?? null;
  const isMoving = useCanonicalRedirect(data, id);
  useTrackViewItem(data);
  useDocumentMeta(
    data
      ? {
          title: pageTitle(data.meta_title, data.courseDescription.title, settings.data?.title ?? ''),
          description: metaDescription(data.meta_description, data.courseDescription.shortDescription),
        }
      : null,
  );
  const viewer = useMemo(
    () => ({ user: user.data ?? null, isLoading: user.isPending }),
    [user.data, user.isPending],
  );

  const status = pageStatus(id, product);
  if (status === 'not-found') return <PageNotFound />;
  if (status === 'error') return <PageLoadFailed onRetry={() => void product.refetch()} />;
  // Spec 2: a product whose id is not the address's renders nothing but its metadata.
  if (data?.id !== id || isMoving) return <PageLoading />;
  return (
    <>
      <PreviewBanner status={data.preview_status} />
      <ProductPage
        product={data}
        viewer={viewer}
        isAdding={cart.isPending}
        onAdd={({ planId, quantity, goToCart }) =>
          cart.add(
            { courseId: data.id, planId, quantity },
            goToCart
              ? undefined
              : () => notification.success({ title: t('catalog.products.added'), duration: 3 }),
          )
        }
      />
    </>
  );
};
