import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import { mediaUrl } from '../lib/media-url';
import { CopyButton } from './copy-button';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { OutlineIcon } from './ui/outline-icon';
import './bank-accounts.css';

type BankAccount = PublicPaymentMethod['bankList'][number];

type BankAccountsProps = { accounts: readonly BankAccount[] };

const QrIcon = () => (
  <OutlineIcon>
    <rect x="3" y="3" width="7" height="7" />
    <rect x="14" y="3" width="7" height="7" />
    <rect x="3" y="14" width="7" height="7" />
    <path d="M14 14h3v3h-3zM20 14v1M14 20h1M17 17h3v3h-3" />
  </OutlineIcon>
);

/**
 * The shop's accounts a buyer transfers to (payment method 1), used by the cart's payment box and
 * the payment step. An account with a PromptPay image offers it in spec 2's PromptPay QR modal.
 * Built on the light components: the payment step of a transfer shows it in its first view.
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
            <dl className="bank-accounts-details">
              <div>
                <dt>{t('payments.accounts.bank')}</dt>
                <dd>{account.bank_name}</dd>
              </div>
              <div>
                <dt>{t('payments.accounts.accountNumber')}</dt>
                <dd className="bank-accounts-number">
                  {account.account_id}
                  {/* Digits only: a banking app's account box takes no dashes or spaces. */}
                  <CopyButton
                    text={account.account_id.replace(/\D/g, '')}
                    label={t('payments.accounts.copyNumber', { number: account.account_id })}
                  />
                </dd>
              </div>
              <div>
                <dt>{t('payments.accounts.accountName')}</dt>
                <dd>{account.account_name}</dd>
              </div>
            </dl>
            {account.prompt_pay_image && (
              <Button
                icon={<QrIcon />}
                onClick={() => setQrAccount(account)}
                aria-label={`${t('payments.accounts.showQr')} ${account.bank_name} ${account.account_id}`}
              >
                {t('payments.accounts.showQr')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {qrAccount && (
        <Dialog title={t('payments.accounts.qrTitle')} width={400} onClose={() => setQrAccount(null)}>
          {qrUrl && (
            <img
              className="bank-accounts-qr"
              src={qrUrl}
              alt={t('payments.accounts.qrAlt', {
                name: qrAccount.account_name,
                number: qrAccount.account_id,
              })}
            />
          )}
        </Dialog>
      )}
    </>
  );
};
