import { Alert, Button, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '@shop/domain/money/format-amount';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/texts';
import { useSiteSettings } from '../../settings/api/site-settings';
import { usePaymentStep } from '../hooks/use-payment-step';
import { amountToPay } from '@shop/domain/pricing/amount-to-pay';
import { PaymentMethodPanel } from './payment-method-panel';
import { PaymentNotificationDialog } from './payment-notification-dialog';
import '../checkout.css';

type PaymentStepProps = { orderId: number; layoutFour: boolean };

/** `/cart/{orderId}`: the amount to pay (price - discount + shipping - withholding, 2 decimals) and the method's panel. */
export const PaymentStep = ({ orderId, layoutFour }: PaymentStepProps) => {
  const { t } = useTranslation();
  const step = usePaymentStep(orderId);
  const settings = useSiteSettings();
  if (step.loading) return <Skeleton active />;
  const { order } = step;
  if (step.failed || !order)
    return (
      <Result
        status="404"
        title={t('checkout.paymentStep.notFound')}
        extra={<Link to={paths.myOrders()}>{t('checkout.paymentStep.toOrders')}</Link>}
      />
    );
  const amountText = `${formatAmount(amountToPay(order), order.currency_code, currentLocale())} ${order.currency_code}`;
  if (order.payment_status !== 'notYetReceived')
    return (
      <Result
        status="info"
        title={t(`checkout.orderStatus.${order.payment_status}`)}
        extra={<Link to={paths.myOrders()}>{t('checkout.paymentStep.toOrders')}</Link>}
      />
    );

  return (
    <div className="payment-step">
      <Typography.Title level={1} className="account-page-title">
        {t('checkout.paymentStep.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('checkout.paymentStep.orderNumber', { id: order.id })}</Typography.Paragraph>
      <div className="payment-step-amount">
        <Typography.Text type="secondary">{t('checkout.paymentStep.amountToPay')}</Typography.Text>
        <Typography.Text strong data-testid="amount-to-pay">
          {amountText}
        </Typography.Text>
      </div>
      {settings.data?.payment_time_limit_text && (
        <Alert type="info" showIcon title={settings.data.payment_time_limit_text} />
      )}
      <PaymentMethodPanel method={step.method} amountText={amountText} onNotifyPayment={step.openDialog} />
      {!layoutFour && <Button onClick={step.notifyLater}>{t('checkout.paymentStep.payLater')}</Button>}
      <PaymentNotificationDialog
        open={step.dialogOpen}
        layoutFour={layoutFour}
        notifying={step.notifying}
        amountText={amountText}
        onNotifyLater={step.notifyLater}
        onNotifyPayment={step.notifyPayment}
      />
    </div>
  );
};
