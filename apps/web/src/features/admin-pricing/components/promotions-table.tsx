import type { AdminPromotion } from '@shop/contract/admin/discounts-promotions';
import { useTranslation } from 'react-i18next';
import { AdminEditTable } from '../../../components/admin-edit-table/admin-edit-table';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';
import { listQueryOf, useAdminListParams } from '../../../lib/admin-list-params';
import { useDeletePromotion } from '../api/delete-promotion';
import { usePromotions } from '../api/list-promotions';
import { DiscountFilters } from './discount-filters';
import { DiscountStateTag } from './discount-state-tag';
import { PromotionModal } from './promotion-modal';

/** How much a promotion or coupon takes, as the list shows it. */
export const discountText = (row: {
  discount_type: string;
  discount_percent: number | null;
  discount_amount: number | null;
  discount_amount_usd: number | null;
}) =>
  row.discount_type === 'percent'
    ? `${String(row.discount_percent ?? 0)}%`
    : [
        formatShopMoney(row.discount_amount ?? 0, 'THB'),
        row.discount_amount_usd === null ? null : formatShopMoney(row.discount_amount_usd, 'USD'),
      ]
        .filter(Boolean)
        .join(' / ');

/** Promotions: searched, filtered, added, edited and deleted (one no order used). */
export const PromotionsTable = () => {
  const { t } = useTranslation();
  const list = useAdminListParams(['state', 'type', 'courseId']);
  const result = usePromotions(listQueryOf(list.query));
  const remove = useDeletePromotion();

  return (
    <AdminEditTable<AdminPromotion>
      rows={result.data?.data}
      query={result}
      paging={{ list, total: result.data?.total }}
      rowKey="id"
      filters={<DiscountFilters list={list} />}
      addLabel={t('admin.pricing.addPromotion')}
      renderForm={(promotion, close) => <PromotionModal promotion={promotion} onClose={close} />}
      actions={{
        editLabel: t('admin.pricing.editPromotion'),
        remove: {
          label: t('admin.settings.shipping.delete'),
          confirmTitle: () => t('admin.pricing.deleteConfirm'),
          run: (row) => remove.mutateAsync(row.id),
          canDelete: (row) => row.order_count === 0,
        },
      }}
      columns={[
        {
          key: 'title',
          title: t('admin.pricing.title'),
          dataIndex: 'title',
          sorter: true,
          sortOrder: list.sortOrderOf('title'),
        },
        { key: 'scope', title: t('admin.pricing.scope'), dataIndex: 'promotion_type' },
        { key: 'discount', title: t('admin.pricing.discount'), render: (_v, row) => discountText(row) },
        {
          key: 'courses',
          title: t('admin.pricing.courseIds'),
          render: (_v, row) => row.course_ids.join(', '),
        },
        {
          key: 'startsAt',
          title: t('admin.pricing.dates'),
          sorter: true,
          sortOrder: list.sortOrderOf('startsAt'),
          render: (_v, row) => `${formatShopDateTime(row.starts_at)} – ${formatShopDateTime(row.ends_at)}`,
        },
        {
          key: 'state',
          title: t('admin.pricing.state'),
          render: (_v, row) => <DiscountStateTag state={row.state} />,
        },
        { key: 'orders', title: t('admin.pricing.orders'), dataIndex: 'order_count' },
      ]}
    />
  );
};
