import { DownloadOutlined } from '@ant-design/icons';
import type { AdminCoupon } from '@shop/contract/admin/discounts-coupons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminEditTable } from '../../../components/admin-edit-table/admin-edit-table';
import { paths } from '../../../config/paths';
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
  const list = useAdminListParams(['state', 'type', 'batchId', 'courseId', 'paymentMethodId']);
  const result = useCoupons(listQueryOf(list.query));
  const remove = useDeleteCoupon();
  const [isBulkOpen, setIsBulkOpen] = useState(false);
  const batchId = typeof list.query.batchId === 'string' ? list.query.batchId : undefined;

  return (
    <>
      <AdminEditTable<AdminCoupon>
        rows={result.data?.data}
        query={result}
        paging={{ list, total: result.data?.total }}
        rowKey="id"
        filters={<DiscountFilters list={list} />}
        moreButtons={
          <>
            <Button icon={<DownloadOutlined />} href={couponsCsvHref(batchId)} download>
              {t('admin.pricing.downloadCsv')}
            </Button>
            <Button onClick={() => setIsBulkOpen(true)}>{t('admin.pricing.bulkCoupons')}</Button>
          </>
        }
        addLabel={t('admin.pricing.addCoupon')}
        renderForm={(coupon, close) => <CouponModal coupon={coupon} onClose={close} />}
        actions={{
          editLabel: t('admin.pricing.editCoupon'),
          remove: {
            label: t('admin.settings.shipping.delete'),
            confirmTitle: () => t('admin.pricing.deleteConfirm'),
            run: (row) => remove.mutateAsync(row.id),
            canDelete: (row) => row.used_count === 0,
          },
        }}
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
        ]}
      />
      {isBulkOpen ? <BulkCouponsModal onClose={() => setIsBulkOpen(false)} /> : null}
    </>
  );
};
