import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';

const COLOR: Record<OrderDetail['payment_status'], string> = {
  notYetReceived: 'gold',
  pendingApproved: 'blue',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export const OrderStatusTag = ({ status }: { status: OrderDetail['payment_status'] }) => {
  const { t } = useTranslation();
  return <Tag color={COLOR[status]}>{t(`checkout.orderStatus.${status}`)}</Tag>;
};
