import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { CouponsTable } from '../../../features/admin-pricing/components/coupons-table';

/** `/admin/coupons`: coupons typed by hand and generated in bulk, with their CSV. */
export const CouponsRoute = () => {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.pricing.couponsTitle')}>
      <CouponsTable />
    </AdminPage>
  );
};
