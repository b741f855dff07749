import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminShippingFee } from '@shop/contract/admin/shipping-fees';
import { formatMoney } from '@shop/domain/money/format-money';
import { AdminEditTable } from '../../../components/admin-edit-table/admin-edit-table';
import { currentLocale } from '../../../lib/texts';
import { useDeleteShippingFee } from '../api/delete-shipping-fee';
import { useAdminShippingFees } from '../api/list-admin-shipping-fees';
import { ShippingFeeModal } from './shipping-fee-modal';

/** The shop's delivery options and their fees: add, edit, delete with a confirmation. */
export const ShippingFeesTable = () => {
  const { t } = useTranslation();
  const options = useAdminShippingFees();
  const remove = useDeleteShippingFee();
  const locale = currentLocale();

  return (
    <AdminEditTable<AdminShippingFee>
      rows={options.data?.data}
      query={options}
      rowKey="id"
      addLabel={t('admin.settings.shipping.add')}
      renderForm={(option, close) => <ShippingFeeModal option={option} onClose={close} />}
      actions={{
        editLabel: t('admin.settings.shipping.edit'),
        nameOf: (row) => row.name,
        remove: {
          label: t('admin.settings.shipping.delete'),
          confirmTitle: (row) => t('admin.settings.shipping.deleteConfirm', { name: row.name }),
          run: (row) => remove.mutateAsync(row.id),
          doneText: t('admin.settings.shipping.deleted'),
        },
      }}
      columns={[
        { key: 'name', title: t('admin.settings.shipping.name'), dataIndex: 'name' },
        {
          key: 'fee',
          title: t('admin.settings.shipping.fee'),
          render: (_v, row) => formatMoney(row.fee, 'THB', locale),
        },
        {
          key: 'fee_usd',
          title: t('admin.settings.shipping.feeUsd'),
          render: (_v, row) => (row.fee_usd === null ? '—' : formatMoney(row.fee_usd, 'USD', locale)),
        },
        {
          key: 'is_active',
          title: t('admin.settings.shipping.active'),
          render: (_v, row) => (row.is_active ? <Tag color="green">✓</Tag> : <Tag>—</Tag>),
        },
        { key: 'sort_order', title: t('admin.settings.shipping.order'), dataIndex: 'sort_order' },
      ]}
    />
  );
};
