import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';

type BankAccountsProps = { accounts: PublicPaymentMethod['bankList'] };

/** The shop's accounts a buyer transfers to (payment method 1). */
export const BankAccounts = ({ accounts }: BankAccountsProps) => {
  const { t } = useTranslation();
  return (
    <ul className="bank-accounts" aria-label={t('checkout.payment.bankAccounts')}>
      {accounts.map((account) => (
        <li key={account.id}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'bank', label: t('checkout.payment.bank'), children: account.bank_name },
              { key: 'number', label: t('checkout.payment.accountNumber'), children: account.account_id },
              { key: 'name', label: t('checkout.payment.accountName'), children: account.account_name },
            ]}
          />
        </li>
      ))}
    </ul>
  );
};
