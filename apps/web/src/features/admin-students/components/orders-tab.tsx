import { Space, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentDetail } from '@shop/contract/admin/students';
import { paths } from '../../../config/paths';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';

type Order = StudentDetail['orders'][number];

const STATUS_COLOURS: Readonly<Record<Order['status'], string>> = {
  notYetReceived: 'default',
  pendingApproved: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** The student's orders, newest first, with how many they paid and what that came to. */
export const OrdersTab = ({ detail }: { detail: StudentDetail }) => {
  const { t } = useTranslation();
  const { orders_summary: summary } = detail;
  return (
    <>
      <Space size="large" wrap style={{ marginBottom: 16 }}>
        <Typography.Text>
          {t('admin.students.orders.summary', { count: summary.count, paid: summary.paid_count })}
        </Typography.Text>
        <Statistic
          title={t('admin.students.orders.paidTotal')}
          value={formatShopMoney(summary.paid.THB, 'THB')}
        />
        {summary.paid.USD > 0 ? (
          <Statistic title="USD" value={formatShopMoney(summary.paid.USD, 'USD')} />
        ) : null}
      </Space>
      <Table<Order>
        rowKey="id"
        dataSource={detail.orders}
        pagination={detail.orders.length > 20 ? { pageSize: 20 } : false}
        scroll={{ x: true }}
        locale={{ emptyText: t('admin.list.empty') }}
        columns={[
          {
            key: 'id',
            title: t('admin.students.orders.id'),
            render: (_value, row) => (
              <Link
                to={paths.admin.order(row.id)}
                aria-label={t('admin.students.orders.open', { id: row.id })}
              >
                #{row.id}
              </Link>
            ),
          },
          {
            key: 'created',
            title: t('admin.students.orders.created'),
            render: (_value, row) => formatShopDateTime(row.created_at),
          },
          {
            key: 'courses',
            title: t('admin.students.orders.courses'),
            render: (_value, row) => row.courses.join(', '),
          },
          {
            key: 'total',
            title: t('admin.students.orders.total'),
            align: 'right',
            render: (_value, row) => formatShopMoney(row.total, row.currency_code),
          },
          {
            key: 'status',
            title: t('admin.students.orders.status'),
            render: (_value, row) => (
              <Tag color={STATUS_COLOURS[row.status]}>{t(`checkout.orderStatus.${row.status}`)}</Tag>
            ),
          },
        ]}
      />
    </>
  );
};
