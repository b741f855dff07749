import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { ExportButton } from '../../../features/admin-orders/components/orders-filters';
import { OrdersTable } from '../../../features/admin-orders/components/orders-table';
import { useOrdersPage } from '../../../features/admin-orders/hooks/use-orders-page';

/** `/admin/orders`: every order, searched, filtered, sorted and paged, and exported as CSV. */
export const OrdersRoute = () => {
  const { t } = useTranslation();
  const page = useOrdersPage();
  return (
    <AdminPage
      title={t('admin.orders.title')}
      actions={<ExportButton href={page.exportUrl} />}
      error={page.orders.error}
      onRetry={() => void page.orders.refetch()}
    >
      <OrdersTable {...page} />
    </AdminPage>
  );
};
