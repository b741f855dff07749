import { Collapse, Descriptions, Divider, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';
import { TransferEvidence } from './transfer-evidence';

type Attempt = AdminOrderDetail['payments'][number];

const STATE_COLOURS: Readonly<Record<Attempt['state'], string>> = {
  created: 'default',
  pending: 'gold',
  unknown: 'purple',
  succeeded: 'green',
  failed: 'red',
  expired: 'default',
  flagged: 'orange',
  refunded: 'blue',
};

/** Every provider call, answer and notification of an attempt, raw bodies included. */
const AttemptLogs = ({ attempt }: { attempt: Attempt }) => {
  const { t } = useTranslation();
  if (attempt.logs.length === 0)
    return <Typography.Text type="secondary">{t('admin.orders.payments.noLogs')}</Typography.Text>;
  return (
    <Collapse
      size="small"
      items={attempt.logs.map((log) => ({
        key: log.id,
        label: `${formatShopDateTime(log.created_at)} · ${log.kind} · ${log.summary}${log.http_status === null ? '' : ` (${String(log.http_status)})`}`,
        children: <pre className="admin-order-log">{log.body || '—'}</pre>,
      }))}
    />
  );
};

/** The order's attempts to pay, oldest first, each with its logs; then the transfers the buyer reported. */
export const OrderPayments = ({ order }: { order: AdminOrderDetail }) => {
  const { t } = useTranslation();
  if (order.payments.length === 0 && order.transfer_reports.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.orders.payments.none')} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {order.payments.map((attempt) => (
        <section key={attempt.id}>
          <Typography.Title level={5}>
            {t('admin.orders.payments.attempt', { id: attempt.id, provider: attempt.provider })}{' '}
            <Tag color={STATE_COLOURS[attempt.state]}>{attempt.state}</Tag>
          </Typography.Title>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            style={{ marginBottom: 12 }}
            items={[
              {
                key: 'amount',
                label: t('admin.orders.payments.amount'),
                children: formatShopMoney(attempt.amount, attempt.currency === 'USD' ? 'USD' : 'THB'),
              },
              {
                key: 'ref',
                label: t('admin.orders.payments.reference'),
                children: [attempt.provider_ref, attempt.shop_ref].filter(Boolean).join(' · ') || '—',
              },
              {
                key: 'failure',
                label: t('admin.orders.payments.failure'),
                children: [attempt.failure_code, attempt.failure_message].filter(Boolean).join(': ') || '—',
              },
              {
                key: 'flag',
                label: t('admin.orders.payments.flag'),
                children: attempt.flag_reason ?? '—',
              },
              {
                key: 'settled',
                label: t('admin.orders.payments.settled'),
                children: formatShopDateTime(attempt.settled_at),
              },
              ...(attempt.refund_ref
                ? [
                    {
                      key: 'refund',
                      label: t('admin.orders.payments.refunded'),
                      children: `${attempt.refund_ref} · ${formatShopDateTime(attempt.refunded_at)}`,
                    },
                  ]
                : []),
            ]}
          />
          <Typography.Text strong>{t('admin.orders.payments.logs')}</Typography.Text>
          <AttemptLogs attempt={attempt} />
        </section>
      ))}
      {order.transfer_reports.length > 0 ? (
        <section>
          <Divider titlePlacement="start">{t('admin.orders.payments.transfers')}</Divider>
          {order.transfer_reports.map((report) => (
            <TransferEvidence key={report.id} order={order} report={report} />
          ))}
        </section>
      ) : null}
    </Space>
  );
};
