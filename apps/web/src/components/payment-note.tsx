import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { paymentFailureText } from '@shop/domain/payments/failure-texts';
import { orderPaymentView } from '@shop/domain/payments/order-payment-view';
import { paymentProviderName } from '../lib/payment-provider-name';
import { currentLocale } from '../lib/texts';
import './payment-note.css';

type PaymentNoteProps = { order: Pick<OrderDetail, 'payment_status' | 'latest_payment'> };

/** The note's tone: grey while checking, amber when flagged, red when it failed or was rejected. */
const Note = ({ tone, children }: { tone: 'checking' | 'warning' | 'danger'; children: string }) => (
  <span className={`payment-note payment-note-${tone}`}>{children}</span>
);

/**
 * One line on where an order's payment stands, when there is something to say: being checked
 * (reported, flagged for the shop, or asked of a provider whose answer was lost), why the last
 * attempt of an unpaid order failed, why the shop did not accept a reported transfer (to be
 * reported again), why it rejected an order, or that money went back to the buyer.
 */
export const PaymentNote = ({ order }: PaymentNoteProps) => {
  const { t } = useTranslation();
  const view = orderPaymentView(order);
  switch (view.kind) {
    case 'checking':
      return <Note tone="checking">{t('payments.status.checking')}</Note>;
    case 'flagged':
      return <Note tone="warning">{t('payments.status.flagged')}</Note>;
    case 'outcomeUnknown':
      return (
        <Note tone="checking">
          {t('payments.status.outcomeUnknown', {
            provider: paymentProviderName(order.latest_payment?.payment_method_id ?? 0) ?? '',
          })}
        </Note>
      );
    case 'refunded':
      return <Note tone="warning">{t('payments.status.refunded')}</Note>;
    case 'transferNotAccepted':
      return (
        <Note tone="danger">
          {view.reason
            ? t('payments.status.transferNotAccepted', { reason: view.reason })
            : t('payments.status.transferNotAcceptedNoReason')}
        </Note>
      );
    case 'failed':
      return (
        <Note tone="danger">
          {t('payments.status.failed', { reason: paymentFailureText(view.code, currentLocale()) })}
        </Note>
      );
    case 'rejected': {
      // An administrator's rejection of a reported payment carries the reason the buyer was mailed.
      const latest = order.latest_payment;
      return latest?.failure_code === 'rejected_by_admin' && latest.failure_message ? (
        <Note tone="danger">{t('payments.status.rejected', { reason: latest.failure_message })}</Note>
      ) : null;
    }
    case 'cancelled':
      return view.isMoneyReturned ? <Note tone="warning">{t('payments.status.moneyReturned')}</Note> : null;
    case 'paid':
    case 'processing':
    case 'unpaid':
      return null;
  }
};
