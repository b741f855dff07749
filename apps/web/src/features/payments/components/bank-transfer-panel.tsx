import { Button, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BankAccounts } from '../../../components/bank-accounts';
import { useBankAccounts } from '../api/list-bank-accounts';

type BankTransferPanelProps = { onNotifyPayment: () => void };

/** Method 1: the shop's accounts (with their PromptPay QR), then 'notify payment' opens the report dialog. */
export const BankTransferPanel = ({ onNotifyPayment }: BankTransferPanelProps) => {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  return (
    <>
      <Typography.Paragraph>{t('payments.step.method1')}</Typography.Paragraph>
      {accounts.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <BankAccounts accounts={accounts.data ?? []} />
      )}
      <Button type="primary" onClick={onNotifyPayment}>
        {t('payments.notifyDialog.notify')}
      </Button>
    </>
  );
};
