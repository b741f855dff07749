import { ArrowLeftOutlined } from '@ant-design/icons';
import { Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { paths } from '../../../config/paths';
import { useOrder } from '../../../features/admin-orders/api/get-order';
import { OrderActions } from '../../../features/admin-orders/components/order-actions';
import { OrderOverview } from '../../../features/admin-orders/components/order-overview';
import { OrderStateTags } from '../../../features/admin-orders/components/order-state-tags';
import { OrderTabs } from '../../../features/admin-orders/components/order-tabs';

/** `/admin/orders/:orderId`: one order whole, with its review and refund actions. */
export const OrderRoute = () => {
  const { t } = useTranslation();
  const orderId = Number(useParams().orderId);
  const order = useOrder(Number.isInteger(orderId) ? orderId : null);
  const detail = order.data;
  return (
    <AdminPage
      title={t('admin.orders.detailTitle', { id: orderId })}
      actions={detail ? <OrderActions order={detail} /> : null}
      error={order.error}
      onRetry={() => void order.refetch()}
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Link to={paths.admin.orders()}>
          <ArrowLeftOutlined /> {t('admin.orders.backToList')}
        </Link>
        {detail ? <OrderStateTags {...detail} /> : null}
      </Space>
      {detail ? (
        <>
          <OrderOverview order={detail} />
          <OrderTabs order={detail} />
        </>
      ) : order.isPending ? (
        <Skeleton active />
      ) : null}
    </AdminPage>
  );
};
