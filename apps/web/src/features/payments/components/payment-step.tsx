import { Alert, Button, Result, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatAmount } from '@shop/domain/money/format-amount';
import { amountToPay } from '@shop/domain/pricing/amount-to-pay';
import { PaymentNote } from '../../../components/payment-note';
import { RegionBoundary } from '../../../components/region-boundary';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/texts';
import { useSiteSettings } from '../../settings/api/site-settings';
import { usePaymentStep } from '../hooks/use-payment-step';
import { isPaidLater } from '../lib/payment-panel';
import { PaymentMethodPanel } from './payment-method-panel';
import '../payments.css';

// The transfer form (date and time pickers, upload) loads only for an order paid by bank transfer.
const TransferReportDialog = lazy(async () => ({
  default: (await import('./transfer-report-dialog')).TransferReportDialog,
}));

type PaymentStepProps = { orderId: number; layoutFour: boolean };

/**
 * `/cart/{orderId}`: the amount to pay (price - discount + shipping - withholding, 2 decimals) and the
 * method's panel; while an earlier payment of the order is being checked, its return screen instead.
 */
export const PaymentStep = ({ orderId, layoutFour }: PaymentStepProps) => {
  const { t } = useTranslation();
  const step = usePaymentStep(orderId);
  const settings = useSiteSettings();
  if (step.loading) return <Skeleton active />;
  const { order } = step;
  const toOrders = <Link to={paths.myOrders()}>{t('payments.step.toOrders')}</Link>;
  if (step.failed || !order)
    return <Result status="404" title={t('payments.step.notFound')} extra={toOrders} />;
  if (step.paymentInFlight !== null)
    return <Navigate replace to={paths.paymentReturn(order.id, step.paymentInFlight)} />;
  if (step.openedStatus !== 'notYetReceived')
    return (
      <Result status="info" title={t(`checkout.orderStatus.${order.payment_status}`)} extra={toOrders} />
    );
  const amountText = `${formatAmount(amountToPay(order), order.currency_code, currentLocale())} ${order.currency_code}`;

  return (
    <div className="payment-step">
      <Typography.Title level={1} className="account-page-title">
        {t('payments.step.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('payments.step.orderNumber', { id: order.id })}</Typography.Paragraph>
      <ul className="payment-step-items" aria-label={t('payments.step.items')}>
        {order.order_course_list.map((line) => (
          <li key={line.course_id}>
            {line.qty > 1 ? `${line.course_name} × ${String(line.qty)}` : line.course_name}
          </li>
        ))}
      </ul>
      <div className="payment-step-amount">
        <Typography.Text type="secondary">{t('payments.step.amountToPay')}</Typography.Text>
        <Typography.Text strong data-testid="amount-to-pay">
          {amountText}
        </Typography.Text>
      </div>
      {order.payment_status !== 'notYetReceived' && (
        <Alert
          type="info"
          showIcon
          title={t(`checkout.orderStatus.${order.payment_status}`)}
          action={toOrders}
        />
      )}
      <PaymentNote order={order} />
      {settings.data?.payment_time_limit_text && isPaidLater(step.panel) && (
        <Alert type="info" showIcon title={settings.data.payment_time_limit_text} />
      )}
      {step.methodsFailed ? (
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={<Button onClick={step.retryMethods}>{t('common.retry')}</Button>}
        />
      ) : (
        <RegionBoundary region="payment panel">
          <PaymentMethodPanel
            panel={step.panel}
            methodName={step.methodName}
            order={order}
            amountText={amountText}
            onNotifyPayment={step.openDialog}
          />
        </RegionBoundary>
      )}
      {!layoutFour && step.panel !== 'unavailable' && (
        <Button onClick={step.notifyLater}>{t('payments.step.payLater')}</Button>
      )}
      {step.panel === 'bankTransfer' && (
        <Suspense fallback={null}>
          <TransferReportDialog
            order={order}
            open={step.dialogOpen}
            layoutFour={layoutFour}
            amountText={amountText}
            onNotifyLater={step.notifyLater}
          />
        </Suspense>
      )}
    </div>
  );
};
