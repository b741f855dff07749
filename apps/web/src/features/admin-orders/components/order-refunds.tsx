import { Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';

type Refund = AdminOrderDetail['refunds'][number];

/** The order's refunds: how much, for which lines, why, by whom, and what the shop took back. */
export const OrderRefunds = ({ order }: { order: AdminOrderDetail }) => {
  const { t } = useTranslation();
  if (order.refunds.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.orders.refunds.none')} />;
  return (
    <Table<Refund>
      rowKey="id"
      dataSource={order.refunds}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        {
          key: 'when',
          title: t('admin.orders.refunds.when'),
          render: (_value, refund) => formatShopDateTime(refund.created_at),
        },
        {
          key: 'items',
          title: t('admin.orders.refunds.items'),
          render: (_value, refund) => (
            <ul className="admin-order-refund-lines">
              {refund.lines.map((line) => (
                <li key={line.order_line_id}>
                  {line.course_title} · {formatShopMoney(line.amount, order.currency)}{' '}
                  {line.seat_returned ? <Tag>{t('admin.orders.refunds.seatReturned')}</Tag> : null}
                  {line.stock_returned > 0 ? (
                    <Tag>{t('admin.orders.refunds.stockReturned', { count: line.stock_returned })}</Tag>
                  ) : null}
                </li>
              ))}
              {refund.coupon_uses_returned ? (
                <li>
                  <Tag>{t('admin.orders.refunds.couponsReturned')}</Tag>
                </li>
              ) : null}
            </ul>
          ),
        },
        {
          key: 'amount',
          title: t('admin.orders.refunds.amount'),
          align: 'right',
          render: (_value, refund) => formatShopMoney(refund.amount, order.currency),
        },
        {
          key: 'vat',
          title: t('admin.orders.refunds.vat'),
          align: 'right',
          render: (_value, refund) => formatShopMoney(refund.vat, order.currency),
        },
        { key: 'reason', title: t('admin.orders.refunds.reason'), dataIndex: 'reason' },
        {
          key: 'by',
          title: t('admin.orders.refunds.by'),
          render: (_value, refund) => refund.created_by?.name ?? '—',
        },
      ]}
    />
  );
};
