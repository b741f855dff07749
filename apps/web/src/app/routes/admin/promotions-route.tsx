import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { PromotionsTable } from '../../../features/admin-pricing/components/promotions-table';

/** `/admin/promotions`: P1 / P2 promotions, percent or fixed, by course and dates. */
export const PromotionsRoute = () => {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.pricing.promotionsTitle')}>
      <PromotionsTable />
    </AdminPage>
  );
};
