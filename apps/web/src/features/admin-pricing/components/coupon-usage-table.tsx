import type { CouponUsageRow } from '@shop/contract/admin/discounts-coupons';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';
import { useCouponUsage } from '../api/list-coupon-usage';

/** The orders that used a coupon: order, buyer, date, state and what the coupon took. */
export const CouponUsageTable = ({ couponId }: { couponId: number }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const usage = useCouponUsage(couponId, page);
  return (
    <Table<CouponUsageRow>
      rowKey="order_id"
      loading={usage.isFetching}
      dataSource={usage.data?.data ?? []}
      locale={{ emptyText: t('admin.list.empty') }}
      pagination={{
        current: page.page,
        pageSize: page.pageSize,
        total: usage.data?.total ?? 0,
        showTotal: (count) => t('admin.list.total', { count }),
        onChange: (next, pageSize) => setPage({ page: next, pageSize }),
      }}
      columns={[
        {
          key: 'order',
          title: t('admin.pricing.orderId'),
          render: (_v, row) => <Link to={paths.admin.order(row.order_id)}>#{row.order_id}</Link>,
        },
        {
          key: 'buyer',
          title: t('admin.pricing.buyer'),
          render: (_v, row) => (
            <Link to={paths.admin.student(row.buyer.id)}>{`${row.buyer.name} (${row.buyer.email})`}</Link>
          ),
        },
        {
          key: 'date',
          title: t('admin.pricing.date'),
          render: (_v, row) => formatShopDateTime(row.created_at),
        },
        { key: 'state', title: t('admin.pricing.state'), dataIndex: 'state' },
        {
          key: 'discount',
          title: t('admin.pricing.discount'),
          render: (_v, row) => formatShopMoney(row.discount, row.currency),
        },
      ]}
    />
  );
};
