import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { ORDER_STATES, type OrderState } from '@shop/domain/orders/order-states';
import { formatShopDateTime } from '../../../lib/admin-format';

const ACTORS = ['system', 'user', 'admin', 'provider'] as const;

/** Every change of the order's state: when, from what to what, who did it and why. */
export const OrderHistory = ({ order }: { order: AdminOrderDetail }) => {
  const { t } = useTranslation();
  const stateText = (state: string | null) =>
    state !== null && (ORDER_STATES as readonly string[]).includes(state)
      ? t(`admin.orders.state.${state as OrderState}`)
      : (state ?? '');
  if (order.events.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.orders.history.empty')} />;
  return (
    <Timeline
      items={order.events.map((event) => {
        const actor = ACTORS.find((kind) => kind === event.actor);
        return {
          key: event.id,
          content: (
            <>
              <Typography.Text strong>
                {event.from_state === null
                  ? t('admin.orders.history.created')
                  : t('admin.orders.history.entry', {
                      from: stateText(event.from_state),
                      to: stateText(event.to_state),
                    })}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {formatShopDateTime(event.created_at)} ·{' '}
                {actor ? t(`admin.orders.history.actor.${actor}`) : event.actor}
                {event.actor_name ? ` · ${t('admin.orders.history.by', { name: event.actor_name })}` : ''}
              </Typography.Text>
              {event.reason ? (
                <Typography.Paragraph style={{ marginBottom: 0 }}>{event.reason}</Typography.Paragraph>
              ) : null}
            </>
          ),
        };
      })}
    />
  );
};
