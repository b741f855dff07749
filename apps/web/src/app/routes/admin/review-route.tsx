import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { ReviewQueue } from '../../../features/admin-orders/components/review-queue';
import { useReviewQueue } from '../../../features/admin-orders/hooks/use-review-queue';

/** `/admin/review`: reported bank transfers and free plans waiting for approval, oldest first. */
export const ReviewRoute = () => {
  const { t } = useTranslation();
  const queue = useReviewQueue();
  return (
    <AdminPage
      title={t('admin.orders.review.title')}
      error={queue.queue.error}
      onRetry={() => void queue.queue.refetch()}
    >
      <ReviewQueue {...queue} />
    </AdminPage>
  );
};
