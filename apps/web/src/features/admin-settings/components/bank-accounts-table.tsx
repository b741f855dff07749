import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBankAccount } from '@shop/contract/admin/bank-accounts';
import { useNotify } from '../../../hooks/use-notify';
import { mediaUrl } from '../../../lib/media-url';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useAdminBankAccounts } from '../api/list-admin-bank-accounts';
import { BankAccountModal } from './bank-account-modal';

/** The shop's bank accounts for transfers: add, edit (with the PromptPay picture), delete with a confirmation. */
export const BankAccountsTable = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const accounts = useAdminBankAccounts();
  const remove = useDeleteBankAccount();
  // null: closed; 'new': adding; an account: editing it.
  const [editing, setEditing] = useState<AdminBankAccount | 'new' | null>(null);

  return (
    <>
      <Flex justify="end" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.settings.bankAccounts.add')}
        </Button>
      </Flex>
      <Table<AdminBankAccount>
        rowKey="id"
        pagination={false}
        loading={accounts.isPending}
        dataSource={accounts.data?.data ?? []}
        locale={{ emptyText: t('admin.list.empty') }}
        columns={[
          {
            key: 'bank',
            title: t('admin.settings.bankAccounts.bank'),
            render: (_v, row) => `${row.bank_name} (${row.bank})`,
          },
          { key: 'account_id', title: t('admin.settings.bankAccounts.accountId'), dataIndex: 'account_id' },
          {
            key: 'account_name',
            title: t('admin.settings.bankAccounts.accountName'),
            dataIndex: 'account_name',
          },
          {
            key: 'prompt_pay_image',
            title: t('admin.settings.bankAccounts.promptPayImage'),
            render: (_v, row) => {
              const url = mediaUrl(row.prompt_pay_image);
              return url ? (
                <Image
                  src={url}
                  width={56}
                  alt={`${t('admin.settings.bankAccounts.promptPayImage')} ${row.account_id}`}
                />
              ) : (
                <Typography.Text type="secondary">{t('admin.settings.bankAccounts.noImage')}</Typography.Text>
              );
            },
          },
          {
            key: 'is_active',
            title: t('admin.settings.bankAccounts.active'),
            render: (_v, row) => (row.is_active ? <Tag color="green">✓</Tag> : <Tag>—</Tag>),
          },
          { key: 'sort_order', title: t('admin.settings.bankAccounts.order'), dataIndex: 'sort_order' },
          {
            key: 'actions',
            title: t('admin.list.actions'),
            render: (_v, row) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => setEditing(row)}
                  aria-label={`${t('admin.settings.bankAccounts.edit')} ${row.account_id}`}
                >
                  {t('admin.settings.bankAccounts.edit')}
                </Button>
                <Popconfirm
                  title={t('admin.settings.bankAccounts.deleteConfirm', { account: row.account_id })}
                  okText={t('admin.confirm.ok')}
                  cancelText={t('admin.confirm.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => {
                    remove.mutate(row.id, {
                      onSuccess: () => void message.success(t('admin.settings.bankAccounts.deleted')),
                      onError: notifyError,
                    });
                  }}
                >
                  <Button
                    size="small"
                    danger
                    aria-label={`${t('admin.settings.bankAccounts.delete')} ${row.account_id}`}
                  >
                    {t('admin.settings.bankAccounts.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <BankAccountModal account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
};
