import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminCoupon } from '@shop/contract/admin/discounts-coupons';
import { App, Button, Flex, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { formatShopDateTime } from '../../../lib/admin-format';
import { listQueryOf, useAdminListParams } from '../../../lib/admin-list-params';
import { useDeleteCoupon } from '../api/delete-coupon';
import { couponsCsvHref } from '../api/generate-coupons';
import { useCoupons } from '../api/list-coupons';
import { BulkCouponsModal } from './bulk-coupons-modal';
import { CouponModal } from './coupon-modal';
import { DiscountFilters } from './discount-filters';
import { DiscountStateTag } from './discount-state-tag';
import { discountText } from './promotions-table';

/** Coupons: searched and filtered (a batch too), added by hand or in bulk, edited, deleted, exported. */
export const CouponsTable = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const list = useAdminListParams(['state', 'type', 'batchId', 'courseId', 'paymentMethodId']);
  const result = useCoupons(listQueryOf(list.query));
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | 'bulk' | null>(null);
  const batchId = typeof list.query.batchId === 'string' ? list.query.batchId : undefined;

  return (
    <>
      <Flex justify="space-between" wrap>
        <DiscountFilters list={list} />
        <Space wrap>
          <Button icon={<DownloadOutlined />} href={couponsCsvHref(batchId)} download>
            {t('admin.pricing.downloadCsv')}
          </Button>
          <Button onClick={() => setEditing('bulk')}>{t('admin.pricing.bulkCoupons')}</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('admin.pricing.addCoupon')}
          </Button>
        </Space>
      </Flex>
      <AdminListTable<AdminCoupon>
        list={list}
        result={result}
        rowKey="id"
        columns={[
          {
            key: 'code',
            title: t('admin.pricing.code'),
            sorter: true,
            sortOrder: list.sortOrderOf('code'),
            render: (_v, row) => <Link to={paths.admin.coupon(row.id)}>{row.code}</Link>,
          },
          {
            key: 'scope',
            title: t('admin.pricing.scope'),
            render: (_v, row) => t(`admin.pricing.scopes.${row.coupon_type}`),
          },
          { key: 'discount', title: t('admin.pricing.discount'), render: (_v, row) => discountText(row) },
          {
            key: 'usedCount',
            title: t('admin.pricing.used'),
            sorter: true,
            sortOrder: list.sortOrderOf('usedCount'),
            render: (_v, row) =>
              `${String(row.used_count)} / ${row.usage_limit === null ? '∞' : String(row.usage_limit)}`,
          },
          {
            key: 'endsAt',
            title: t('admin.pricing.dates'),
            sorter: true,
            sortOrder: list.sortOrderOf('endsAt'),
            render: (_v, row) => `${formatShopDateTime(row.starts_at)} – ${formatShopDateTime(row.ends_at)}`,
          },
          {
            key: 'state',
            title: t('admin.pricing.state'),
            render: (_v, row) => <DiscountStateTag state={row.state} />,
          },
          {
            key: 'batch',
            title: t('admin.pricing.batch'),
            render: (_v, row) =>
              row.batch_id ? (
                <Button type="link" size="small" onClick={() => list.update({ batchId: row.batch_id })}>
                  {row.batch_id.slice(0, 8)}
                </Button>
              ) : null,
          },
          {
            key: 'actions',
            title: t('admin.list.actions'),
            render: (_v, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('admin.pricing.editCoupon')}
                </Button>
                <Popconfirm
                  title={t('admin.pricing.deleteConfirm')}
                  okText={t('admin.confirm.ok')}
                  cancelText={t('admin.confirm.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove.mutate(row.id, {
                      onSuccess: () => void message.success(t('admin.saved')),
                      onError: notifyError,
                    })
                  }
                >
                  <Button size="small" danger disabled={row.used_count > 0}>
                    {t('admin.settings.shipping.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing === 'bulk' ? <BulkCouponsModal onClose={() => setEditing(null)} /> : null}
      {editing !== null && editing !== 'bulk' ? (
        <CouponModal coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
};
