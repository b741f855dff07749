import { Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminBankAccount } from '@shop/contract/admin/bank-accounts';
import { AdminEditTable } from '../../../components/admin-edit-table/admin-edit-table';
import { mediaUrl } from '../../../lib/media-url';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useAdminBankAccounts } from '../api/list-admin-bank-accounts';
import { BankAccountModal } from './bank-account-modal';

/** The shop's bank accounts for transfers: add, edit (with the PromptPay picture), delete with a confirmation. */
export const BankAccountsTable = () => {
  const { t } = useTranslation();
  const accounts = useAdminBankAccounts();
  const remove = useDeleteBankAccount();

  return (
    <AdminEditTable<AdminBankAccount>
      rows={accounts.data?.data}
      query={accounts}
      rowKey="id"
      addLabel={t('admin.settings.bankAccounts.add')}
      renderForm={(account, close) => <BankAccountModal account={account} onClose={close} />}
      actions={{
        editLabel: t('admin.settings.bankAccounts.edit'),
        nameOf: (row) => row.account_id,
        remove: {
          label: t('admin.settings.bankAccounts.delete'),
          confirmTitle: (row) => t('admin.settings.bankAccounts.deleteConfirm', { account: row.account_id }),
          run: (row) => remove.mutateAsync(row.id),
          doneText: t('admin.settings.bankAccounts.deleted'),
        },
      }}
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
          key: 'prompt_pay',
          title: t('admin.settings.bankAccounts.promptPayColumn'),
          render: (_v, row) =>
            row.prompt_pay
              ? `${t(`admin.settings.bankAccounts.promptPayKinds.${row.prompt_pay.kind}`)} ${row.prompt_pay.value}`
              : '–',
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
      ]}
    />
  );
};
