import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { paths } from '../../../config/paths';
import { CoursesTable } from '../../../features/admin-catalog/components/courses-table';
import { useCoursesPage } from '../../../features/admin-catalog/hooks/use-courses-page';

/** `/admin/products`: every physical product (course type `product`). */
export const ProductsRoute = () => {
  const { t } = useTranslation();
  const page = useCoursesPage('product');
  return (
    <AdminPage
      title={t('admin.catalog.products.title')}
      actions={
        <Link to={paths.admin.newProduct()}>
          <Button type="primary">{t('admin.catalog.products.add')}</Button>
        </Link>
      }
      error={page.courses.error}
      onRetry={() => void page.courses.refetch()}
    >
      <CoursesTable {...page} />
    </AdminPage>
  );
};
