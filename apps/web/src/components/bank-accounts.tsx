import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import { mediaUrl } from '../lib/media-url';
import { CopyButton } from './copy-button';
import './bank-accounts.css';

type BankAccount = PublicPaymentMethod['bankList'][number];

type BankAccountsProps = { accounts: readonly BankAccount[] };

/**
 * The shop's accounts a buyer transfers to (payment method 1), used by the cart's payment box and
 * the payment step. An account with a PromptPay image offers it in spec 2's PromptPay QR modal.
 */
export const BankAccounts = ({ accounts }: BankAccountsProps) => {
  const { t } = useTranslation();
  const [qrAccount, setQrAccount] = useState<BankAccount | null>(null);
  const qrUrl = mediaUrl(qrAccount?.prompt_pay_image);
  return (
    <>
      <ul className="bank-accounts" aria-label={t('payments.accounts.label')}>
        {accounts.map((account) => (
          <li key={account.id}>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'bank', label: t('payments.accounts.bank'), children: account.bank_name },
                {
                  key: 'number',
                  label: t('payments.accounts.accountNumber'),
                  children: (
                    <span className="bank-accounts-number">
                      {account.account_id}
                      {/* Digits only: a banking app's account box takes no dashes or spaces. */}
                      <CopyButton
                        text={account.account_id.replace(/\D/g, '')}
                        label={t('payments.accounts.copyNumber', { number: account.account_id })}
                      />
                    </span>
                  ),
                },
                { key: 'name', label: t('payments.accounts.accountName'), children: account.account_name },
              ]}
            />
            {account.prompt_pay_image && (
              <Button
                icon={<QrcodeOutlined />}
                onClick={() => setQrAccount(account)}
                aria-label={`${t('payments.accounts.showQr')} ${account.bank_name} ${account.account_id}`}
              >
                {t('payments.accounts.showQr')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Modal
        open={qrAccount !== null}
        title={t('payments.accounts.qrTitle')}
        footer={null}
        onCancel={() => setQrAccount(null)}
        width={400}
      >
        {qrAccount && qrUrl && (
          <img
            className="bank-accounts-qr"
            src={qrUrl}
            alt={t('payments.accounts.qrAlt', { name: qrAccount.account_name, number: qrAccount.account_id })}
          />
        )}
      </Modal>
    </>
  );
};
