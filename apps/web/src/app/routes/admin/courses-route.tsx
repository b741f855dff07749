import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { paths } from '../../../config/paths';
import { CoursesTable } from '../../../features/admin-catalog/components/courses-table';
import { useCoursesPage } from '../../../features/admin-catalog/hooks/use-courses-page';

/** `/admin/courses`: every course (products aside), searched, filtered and sorted. */
export const CoursesRoute = () => {
  const { t } = useTranslation();
  const page = useCoursesPage('course');
  return (
    <AdminPage
      title={t('admin.catalog.courses.title')}
      actions={
        <Link to={paths.admin.newCourse()}>
          <Button type="primary">{t('admin.catalog.courses.add')}</Button>
        </Link>
      }
      error={page.courses.error}
      onRetry={() => void page.courses.refetch()}
    >
      <CoursesTable {...page} />
    </AdminPage>
  );
};
