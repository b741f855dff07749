import { useParams } from 'react-router';
import { usePromotions } from '../../../features/catalog/api/list-promotions';
import { PromotionDetails } from '../../../features/catalog/components/promotion-details';
import { PageLoadFailed, PageLoading, PageNotFound } from './page-states';
import { idFromSlug } from './id-from-slug';
import { useDocumentMeta } from './use-document-meta';

/** `/promotion/:id`: a running promotion and its courses; '404 Page not found !' for any other id. */
export const PromotionRoute = () => {
  const { id } = useParams();
  const promotions = usePromotions();
  const promotionId = idFromSlug(id);
  const promotion = promotions.data?.find((item) => item.id === promotionId) ?? null;
  useDocumentMeta(
    promotion ? { title: promotion.title, description: promotion.description_list.join(' ') } : null,
  );

  if (promotions.isError) return <PageLoadFailed onRetry={() => void promotions.refetch()} />;
  if (promotions.isPending) return <PageLoading />;
  if (!promotion) return <PageNotFound />;
  return <PromotionDetails promotion={promotion} />;
};
