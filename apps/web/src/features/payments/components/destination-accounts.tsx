import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import { BankLogo } from '../../../components/bank-logo';

type DestinationAccountsProps = {
  id?: string;
  value?: number | null;
  onChange?: (accountId: number) => void;
  accounts: PublicPaymentMethod['bankList'];
};

/** The shop's account the buyer transferred to, as a radio list (the report's `bank_account`). */
export const DestinationAccounts = ({ id, value, onChange, accounts }: DestinationAccountsProps) => {
  const { t } = useTranslation();
  return (
    <Radio.Group
      id={id}
      className="destination-accounts"
      value={value ?? null}
      onChange={(event) => onChange?.(event.target.value as number)}
      aria-label={t('payments.transfer.bankAccount')}
    >
      {accounts.map((account) => (
        <Radio key={account.id} value={account.id}>
          <span className="bank-option">
            <BankLogo code={account.bank} size={20} />
            <span>
              {account.bank_name} {account.account_id} ({account.account_name})
            </span>
          </span>
        </Radio>
      ))}
    </Radio.Group>
  );
};
