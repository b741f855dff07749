import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { useGbPrimePromptPayPayment } from '../hooks/use-gbprime-promptpay-payment';
import { GbPrimePromptPayModal } from './gbprime-promptpay-modal';

type GbPrimePromptPayPanelProps = { order: OrderDetail; amountText: string };

/** Method 12: 'pay with PromptPay' asks GB Prime Pay for a QR and shows it in the QR modal. */
export const GbPrimePromptPayPanel = ({ order, amountText }: GbPrimePromptPayPanelProps) => {
  const { t } = useTranslation();
  const promptPay = useGbPrimePromptPayPayment(order);
  return (
    <>
      <Typography.Paragraph>{t('payments.gbPrime.promptPayIntro')}</Typography.Paragraph>
      <Button type="primary" loading={promptPay.creating} onClick={() => void promptPay.start()}>
        {promptPay.hasOpenQr ? t('payments.gbPrime.promptPayShowAgain') : t('payments.gbPrime.promptPayPay')}
      </Button>
      <GbPrimePromptPayModal
        open={promptPay.open}
        qr={promptPay.qr}
        outcome={promptPay.outcome}
        seconds={promptPay.seconds}
        orderId={order.id}
        amountText={amountText}
        renewing={promptPay.creating}
        onRenew={() => void promptPay.renew()}
        onClose={promptPay.close}
      />
    </>
  );
};
