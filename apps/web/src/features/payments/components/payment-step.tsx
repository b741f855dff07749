import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatAmount } from '@shop/domain/money/format-amount';
import { amountToPay } from '@shop/domain/pricing/amount-to-pay';
import { lazyPart, usePartOpening } from '../../../app/lazy-part';
import { lazyWithAntd } from '../../../app/lazy-with-antd';
import { RegionBoundary } from '../../../components/region-boundary';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/texts';
import { useSiteSettings } from '../../settings/api/site-settings';
import { usePaymentStep } from '../hooks/use-payment-step';
import { mayHavePaymentNote } from '../lib/payment-note-shown';
import { isPaidLater } from '../lib/payment-panel';
import { PaymentMethodPanel } from './payment-method-panel';
import { PaymentStepLoading, PaymentStepOutcome } from './payment-step-states';
import '../payments.css';

const REPORT_DIALOG = 'payment-transfer-report';

// The transfer form (date and time pickers, upload) is built on Ant Design and loads with it on
// the first 'notify payment', never in the step's first view.
const TransferReportDialog = lazyWithAntd(
  REPORT_DIALOG,
  async () => (await import('./transfer-report-dialog')).TransferReportDialog,
);

// Why the last payment failed or was not accepted: most orders here have no such line, so its
// texts (every provider's failure reasons) load only for one that may.
const PaymentNote = lazyPart(
  'payment-note',
  async () => (await import('../../../components/payment-note')).PaymentNote,
);

type PaymentStepProps = { orderId: number; layoutFour: boolean };

/**
 * `/cart/{orderId}`: the amount to pay (price - discount + shipping - withholding, 2 decimals) and the
 * method's panel; while an earlier payment of the order is being checked, its return screen instead.
 */
export const PaymentStep = ({ orderId, layoutFour }: PaymentStepProps) => {
  const { t } = useTranslation();
  const step = usePaymentStep(orderId);
  const settings = useSiteSettings();
  const report = usePartOpening(REPORT_DIALOG, step.openDialog);
  if (step.loading) return <PaymentStepLoading />;
  const { order } = step;
  const toOrders = <Link to={paths.myOrders()}>{t('payments.step.toOrders')}</Link>;
  if (step.failed || !order)
    return <PaymentStepOutcome title={t('payments.step.notFound')} action={toOrders} />;
  if (step.paymentInFlight !== null)
    return <Navigate replace to={paths.paymentReturn(order.id, step.paymentInFlight)} />;
  if (step.openedStatus !== 'notYetReceived')
    return <PaymentStepOutcome title={t(`checkout.orderStatus.${order.payment_status}`)} action={toOrders} />;
  const amountText = `${formatAmount(amountToPay(order), order.currency_code, currentLocale())} ${order.currency_code}`;

  return (
    <div className="payment-step">
      <h1 className="account-page-title">{t('payments.step.title')}</h1>
      <p>{t('payments.step.orderNumber', { id: order.id })}</p>
      <ul className="payment-step-items" aria-label={t('payments.step.items')}>
        {order.order_course_list.map((line) => (
          <li key={line.course_id}>
            {line.qty > 1 ? `${line.course_name} × ${String(line.qty)}` : line.course_name}
          </li>
        ))}
      </ul>
      <div className="payment-step-amount">
        <span className="payment-step-amount-label">{t('payments.step.amountToPay')}</span>
        <strong data-testid="amount-to-pay">{amountText}</strong>
      </div>
      {order.payment_status !== 'notYetReceived' && (
        <Alert type="info" title={t(`checkout.orderStatus.${order.payment_status}`)} action={toOrders} />
      )}
      {mayHavePaymentNote(order) && (
        <Suspense fallback={<span className="payment-note-space" />}>
          <PaymentNote order={order} />
        </Suspense>
      )}
      {settings.data?.payment_time_limit_text && isPaidLater(step.panel) && (
        <Alert type="info" title={settings.data.payment_time_limit_text} />
      )}
      {step.methodsFailed ? (
        <Alert
          type="error"
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
            onNotifyPayment={report.open}
            isOpeningReport={report.isOpening}
          />
        </RegionBoundary>
      )}
      {!layoutFour && step.panel !== 'unavailable' && (
        <Button className="payment-step-later" onClick={step.notifyLater}>
          {t('payments.step.payLater')}
        </Button>
      )}
      {step.panel === 'bankTransfer' && step.dialogOpen && (
        // Mounted once asked for, and only then: every way out of the dialog leaves the page.
        <TransferReportDialog
          order={order}
          open
          layoutFour={layoutFour}
          amountText={amountText}
          onNotifyLater={step.notifyLater}
        />
      )}
    </div>
  );
};
