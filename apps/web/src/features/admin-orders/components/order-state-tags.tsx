import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@shop/contract/admin/admin-orders';
import { Tag, type TagTone } from '../../../components/ui/tag';
import './orders-list.css';

const STATE_TONES: Readonly<Record<AdminOrderRow['state'], TagTone>> = {
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
    <span className="orders-state-tags">
      <Tag tone={STATE_TONES[state]}>{t(`admin.orders.state.${state}`)}</Tag>
      {needsReview && state !== 'pendingApproved' ? (
        <Tag tone="orange">{t('admin.orders.needsReview')}</Tag>
      ) : null}
      {refundState === 'none' ? null : (
        <Tag tone={refundState === 'full' ? 'purple' : 'magenta'}>
          {t(`admin.orders.refundState.${refundState}`)}
        </Tag>
      )}
    </span>
  );
};
