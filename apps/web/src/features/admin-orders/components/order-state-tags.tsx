import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@shop/contract/admin/admin-orders';

const STATE_COLOURS: Readonly<Record<AdminOrderRow['state'], string>> = {
  notYetReceived: 'default',
  pendingApproved: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

type StateTagsProps = Pick<AdminOrderRow, 'state' | 'needs_review' | 'refund_state'>;

/** An order's state, whether it waits for an administrator, and how much of it was refunded. */
export const OrderStateTags = ({
  state,
  needs_review: needsReview,
  refund_state: refundState,
}: StateTagsProps) => {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={STATE_COLOURS[state]}>{t(`admin.orders.state.${state}`)}</Tag>
      {needsReview && state !== 'pendingApproved' ? (
        <Tag color="orange">{t('admin.orders.needsReview')}</Tag>
      ) : null}
      {refundState === 'none' ? null : (
        <Tag color={refundState === 'full' ? 'purple' : 'magenta'}>
          {t(`admin.orders.refundState.${refundState}`)}
        </Tag>
      )}
    </Space>
  );
};
