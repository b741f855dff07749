import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { PlansTable } from '../../../features/admin-pricing/components/plans-table';

/** `/admin/courses/:courseId/plans`: the course's pricing plans. */
export const CoursePlansRoute = () => {
  const { t } = useTranslation();
  const courseId = Number(useParams().courseId);
  return (
    <AdminPage title={t('admin.pricing.plansTitle')}>
      <PlansTable courseId={courseId} />
    </AdminPage>
  );
};
