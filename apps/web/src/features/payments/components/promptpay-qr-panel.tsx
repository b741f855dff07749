import { Button, Typography } from 'antd';
import type { OrderDetail } from '@shop/contract/orders/order';
import type { PromptPayQrPayment } from '../hooks/use-promptpay-qr';
import type { PromptPayTexts } from '../hooks/use-promptpay-texts';
import { PromptPayQrModal } from './promptpay-qr-modal';

type PromptPayQrPanelProps = {
  order: OrderDetail;
  amountText: string;
  payment: PromptPayQrPayment;
  texts: PromptPayTexts;
};

/** 'Pay with PromptPay' asks the provider for a QR and shows it in the QR modal. */
export const PromptPayQrPanel = ({ order, amountText, payment, texts }: PromptPayQrPanelProps) => (
  <>
    <Typography.Paragraph>{texts.intro}</Typography.Paragraph>
    <Button type="primary" loading={payment.creating} onClick={() => void payment.start()}>
      {payment.hasOpenQr ? texts.showAgain : texts.pay}
    </Button>
    <PromptPayQrModal
      open={payment.open}
      qr={payment.qr}
      outcome={payment.outcome}
      seconds={payment.seconds}
      orderId={order.id}
      amountText={amountText}
      renewing={payment.creating}
      onRenew={() => void payment.renew()}
      onClose={payment.close}
      texts={texts}
    />
  </>
);
