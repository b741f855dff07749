import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { paths } from '../../../config/paths';
import { formatShopMoney } from '../../../lib/admin-format';

type Line = AdminOrderDetail['lines'][number];

/** The order's lines: what each cost, what was taken off it, whether its course is open, refunded or not. */
export const OrderLines = ({ order }: { order: AdminOrderDetail }) => {
  const { t } = useTranslation();
  const money = (amount: number) => formatShopMoney(amount, order.currency);
  return (
    <Table<Line>
      rowKey="id"
      dataSource={order.lines}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        {
          key: 'item',
          title: t('admin.orders.lines.item'),
          render: (_value, line) => (
            <>
              {line.course_title}
              <br />
              <Link to={`${paths.admin.orders()}?course_id=${String(line.course_id)}`}>
                <Typography.Text type="secondary">{t('admin.orders.lines.ordersOfCourse')}</Typography.Text>
              </Link>
            </>
          ),
        },
        { key: 'plan', title: t('admin.orders.lines.plan'), render: (_value, line) => line.plan_type || '—' },
        { key: 'qty', title: t('admin.orders.lines.qty'), dataIndex: 'qty', align: 'right' },
        {
          key: 'amount',
          title: t('admin.orders.lines.amount'),
          align: 'right',
          render: (_value, line) => money(line.amount),
        },
        {
          key: 'discount',
          title: t('admin.orders.lines.discount'),
          align: 'right',
          render: (_value, line) => (line.discount > 0 ? `−${money(line.discount)}` : '—'),
        },
        {
          key: 'net',
          title: t('admin.orders.lines.net'),
          align: 'right',
          render: (_value, line) => money(line.net),
        },
        {
          key: 'refund',
          title: t('admin.orders.lines.refundAmount'),
          align: 'right',
          render: (_value, line) => money(line.refund_amount),
        },
        {
          key: 'access',
          title: t('admin.orders.lines.access'),
          render: (_value, line) => (
            <>
              {line.enrolment ? (
                <Tag color={line.enrolment.status === 'active' ? 'green' : 'red'}>
                  {t(`admin.orders.lines.${line.enrolment.status}`)}
                </Tag>
              ) : (
                '—'
              )}
              {line.refund_id === null ? null : <Tag color="purple">{t('admin.orders.lines.refunded')}</Tag>}
            </>
          ),
        },
      ]}
    />
  );
};
