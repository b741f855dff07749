import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { usePayPalPayment } from '../hooks/use-paypal-payment';
import { PayPalModal } from './paypal-modal';

type PayPalPanelProps = { order: OrderDetail; amountText: string };

/**
 * PayPal (2): 'pay with PayPal' opens the PayPal modal, whose PayPal button goes to PayPal's
 * approval page. No PayPal script is loaded (it comes from paypal.com): the server creates and
 * captures the PayPal order, the browser only travels there and back.
 */
export const PayPalPanel = ({ order, amountText }: PayPalPanelProps) => {
  const { t } = useTranslation();
  const payPal = usePayPalPayment(order);
  return (
    <>
      <Typography.Paragraph>{t('payments.payPal.intro')}</Typography.Paragraph>
      <Button type="primary" onClick={payPal.show}>
        {t('payments.payPal.pay')}
      </Button>
      <PayPalModal
        open={payPal.open}
        amountText={amountText}
        busy={payPal.busy}
        onPay={() => void payPal.goToPayPal()}
        onClose={payPal.close}
      />
    </>
  );
};
