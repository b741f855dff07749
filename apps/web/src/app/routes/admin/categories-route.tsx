import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { CategoriesPanel } from '../../../features/admin-catalog/components/categories-panel';

/** `/admin/categories`: the course categories. */
export const CategoriesRoute = () => {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.catalog.categories.title')}>
      <CategoriesPanel />
    </AdminPage>
  );
};
