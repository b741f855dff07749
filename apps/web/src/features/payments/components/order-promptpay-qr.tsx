import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderPromptPayQr as Qr } from '@shop/contract/payments/promptpay-account';
import { QrPhoneActions } from './qr-phone-actions';

type OrderPromptPayQrProps = { qr: Qr; orderId: number; amountText: string };

/** One account's PromptPay QR for the order's exact amount: whom it pays, how much, and "save QR image". */
export const OrderPromptPayQr = ({ qr, orderId, amountText }: OrderPromptPayQrProps) => {
  const { t } = useTranslation();
  return (
    <Card size="small" className="order-promptpay-qr" aria-label={t('payments.accounts.generatedQrLabel')}>
      <Typography.Paragraph strong>{t('payments.accounts.generatedQrTitle')}</Typography.Paragraph>
      <img
        className="bank-accounts-qr"
        src={qr.image}
        alt={t('payments.accounts.generatedQrAlt', { name: qr.account_name, amount: amountText })}
      />
      <Typography.Paragraph>
        {t('payments.accounts.paysTo', { name: qr.account_name, bank: qr.bank_name })}
        <br />
        {t('payments.accounts.lockedAmount', { amount: amountText })}
      </Typography.Paragraph>
      <QrPhoneActions imageUrl={qr.image} orderId={orderId} />
    </Card>
  );
};
