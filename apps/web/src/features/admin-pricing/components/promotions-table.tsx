import { PlusOutlined } from '@ant-design/icons';
import type { AdminPromotion } from '@shop/contract/admin/discounts-promotions';
import { App, Button, Flex, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import { useNotify } from '../../../hooks/use-notify';
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
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const list = useAdminListParams(['state', 'type', 'courseId']);
  const result = usePromotions(listQueryOf(list.query));
  const remove = useDeletePromotion();
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);

  return (
    <>
      <Flex justify="space-between" wrap>
        <DiscountFilters list={list} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.pricing.addPromotion')}
        </Button>
      </Flex>
      <AdminListTable<AdminPromotion>
        list={list}
        result={result}
        rowKey="id"
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
          {
            key: 'actions',
            title: t('admin.list.actions'),
            render: (_v, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('admin.pricing.editPromotion')}
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
                  <Button size="small" danger disabled={row.order_count > 0}>
                    {t('admin.settings.shipping.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <PromotionModal promotion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
};
