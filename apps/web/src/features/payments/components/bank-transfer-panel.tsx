import { useTranslation } from 'react-i18next';
import { BankAccounts } from '../../../components/bank-accounts';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBankAccounts } from '../api/list-bank-accounts';
import { useOrderPromptPayQrs } from '../api/list-order-promptpay-qrs';
import { OrderPromptPayQr } from './order-promptpay-qr';

type BankTransferPanelProps = {
  orderId: number;
  amountText: string;
  onNotifyPayment: () => void;
  /** The report dialog's code is on its way: the button waits with a spinner. */
  isOpeningReport?: boolean;
};

/**
 * Method 1: a PromptPay QR for the order's exact amount for each account with a PromptPay id, the
 * shop's accounts (the static PromptPay picture for those without one), then 'notify payment'
 * opens the report dialog.
 */
export const BankTransferPanel = ({
  orderId,
  amountText,
  onNotifyPayment,
  isOpeningReport = false,
}: BankTransferPanelProps) => {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  const qrs = useOrderPromptPayQrs(orderId).data ?? [];
  const withGeneratedQr = new Set(qrs.map((qr) => qr.bank_account_id));
  return (
    <>
      <p>{t('payments.step.method1')}</p>
      {qrs.map((qr) => (
        <OrderPromptPayQr key={qr.bank_account_id} qr={qr} orderId={orderId} amountText={amountText} />
      ))}
      {accounts.isPending ? (
        <Skeleton rows={2} />
      ) : (
        <BankAccounts
          accounts={(accounts.data ?? []).map((account) =>
            // The generated QR replaces the static picture: it already carries the amount.
            withGeneratedQr.has(account.id) ? { ...account, prompt_pay_image: null } : account,
          )}
        />
      )}
      <Button variant="primary" loading={isOpeningReport} onClick={onNotifyPayment}>
        {t('payments.notifyDialog.notify')}
      </Button>
    </>
  );
};
