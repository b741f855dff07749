import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminShippingFee } from '@shop/contract/admin/shipping-fees';
import { formatMoney } from '@shop/domain/money/format-money';
import { useNotify } from '../../../hooks/use-notify';
import { currentLocale } from '../../../lib/texts';
import { useDeleteShippingFee } from '../api/delete-shipping-fee';
import { useAdminShippingFees } from '../api/list-admin-shipping-fees';
import { ShippingFeeModal } from './shipping-fee-modal';

/** The shop's delivery options and their fees: add, edit, delete with a confirmation. */
export const ShippingFeesTable = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const options = useAdminShippingFees();
  const remove = useDeleteShippingFee();
  const [editing, setEditing] = useState<AdminShippingFee | 'new' | null>(null);
  const locale = currentLocale();

  return (
    <>
      <Flex justify="end" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.settings.shipping.add')}
        </Button>
      </Flex>
      <Table<AdminShippingFee>
        rowKey="id"
        pagination={false}
        loading={options.isPending}
        dataSource={options.data?.data ?? []}
        locale={{ emptyText: t('admin.list.empty') }}
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
          {
            key: 'actions',
            title: t('admin.list.actions'),
            render: (_v, row) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => setEditing(row)}
                  aria-label={`${t('admin.settings.shipping.edit')} ${row.name}`}
                >
                  {t('admin.settings.shipping.edit')}
                </Button>
                <Popconfirm
                  title={t('admin.settings.shipping.deleteConfirm', { name: row.name })}
                  okText={t('admin.confirm.ok')}
                  cancelText={t('admin.confirm.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => {
                    remove.mutate(row.id, {
                      onSuccess: () => void message.success(t('admin.settings.shipping.deleted')),
                      onError: notifyError,
                    });
                  }}
                >
                  <Button
                    size="small"
                    danger
                    aria-label={`${t('admin.settings.shipping.delete')} ${row.name}`}
                  >
                    {t('admin.settings.shipping.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <ShippingFeeModal option={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
};
