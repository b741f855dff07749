import { useTranslation } from 'react-i18next';
import type { OrderPromptPayQr as Qr } from '@shop/contract/payments/promptpay-account';
import { QrPhoneActions } from './qr-phone-actions';

type OrderPromptPayQrProps = { qr: Qr; orderId: number; amountText: string };

/** One account's PromptPay QR for the order's exact amount: whom it pays, how much, and "save QR image". */
export const OrderPromptPayQr = ({ qr, orderId, amountText }: OrderPromptPayQrProps) => {
  const { t } = useTranslation();
  return (
    <section className="order-promptpay-qr" aria-label={t('payments.accounts.generatedQrLabel')}>
      <p className="order-promptpay-qr-title">{t('payments.accounts.generatedQrTitle')}</p>
      <img
        className="bank-accounts-qr"
        src={qr.image}
        alt={t('payments.accounts.generatedQrAlt', { name: qr.account_name, amount: amountText })}
      />
      <p>
        {t('payments.accounts.paysTo', { name: qr.account_name, bank: qr.bank_name })}
        <br />
        {t('payments.accounts.lockedAmount', { amount: amountText })}
      </p>
      <QrPhoneActions imageUrl={qr.image} orderId={orderId} />
    </section>
  );
};
