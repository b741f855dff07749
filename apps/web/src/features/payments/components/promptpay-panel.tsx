import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { usePromptPayPayment } from '../hooks/use-promptpay-payment';
import { PromptPayModal } from './promptpay-modal';

type PromptPayPanelProps = { order: OrderDetail; amountText: string };

/** Method 9: 'pay with PromptPay' asks for a QR and shows it in the PromptPay modal. */
export const PromptPayPanel = ({ order, amountText }: PromptPayPanelProps) => {
  const { t } = useTranslation();
  const promptPay = usePromptPayPayment(order);
  return (
    <>
      <Typography.Paragraph>{t('payments.step.method9')}</Typography.Paragraph>
      <Button type="primary" loading={promptPay.creating} onClick={() => void promptPay.start()}>
        {promptPay.hasOpenQr ? t('payments.promptPay.showAgain') : t('payments.promptPay.pay')}
      </Button>
      <PromptPayModal
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
