import { RollbackOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { RefundDialog } from './refund-dialog';
import { ReviewButtons } from './review-buttons';

/** What an administrator may do to the order now: review it while it waits, refund lines once it is paid. */
export const OrderActions = ({ order }: { order: AdminOrderDetail }) => {
  const { t } = useTranslation();
  const [isRefunding, setRefunding] = useState(false);
  const canRefund = order.state === 'approved' && order.lines.some((line) => line.refund_id === null);
  return (
    <Space wrap>
      {order.state === 'pendingApproved' ? (
        <ReviewButtons
          orderId={order.id}
          isTransfer={order.transfer_reports.some((report) => report.standing === 'waiting')}
        />
      ) : null}
      {canRefund ? (
        <Button danger icon={<RollbackOutlined />} onClick={() => setRefunding(true)}>
          {t('admin.orders.refunds.action')}
        </Button>
      ) : null}
      {isRefunding ? <RefundDialog order={order} onClose={() => setRefunding(false)} /> : null}
    </Space>
  );
};
