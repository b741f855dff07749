import { Alert, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyOrdersPage } from '../hooks/use-my-orders-page';
import { OrderCard } from './order-card';
import '../orders.css';

/** `/myaccount/student/order`: the signed-in student's orders. */
export const MyOrders = () => {
  const { t } = useTranslation();
  const page = useMyOrdersPage();
  if (page.loading) return <Skeleton active />;
  if (page.failed) return <Alert type="error" title={t('common.loadFailed')} />;
  if (page.orders.length === 0) return <Empty description={t('checkout.orders.empty')} />;
  return (
    <ul className="order-list" aria-label={t('checkout.orders.title')}>
      {page.orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} onDelete={page.confirmDelete} />
        </li>
      ))}
    </ul>
  );
};
