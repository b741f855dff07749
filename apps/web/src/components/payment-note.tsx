import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { paymentFailureText } from '@shop/domain/payments/failure-texts';
import { orderPaymentView } from '../lib/order-payment-view';
import { currentLocale } from '../lib/texts';

type PaymentNoteProps = { order: Pick<OrderDetail, 'payment_status' | 'latest_payment'> };

/**
 * One line on where an order's payment stands, when there is something to say: being checked
 * (reported, or flagged for the shop), why the last attempt of an unpaid order failed, or why
 * the shop rejected a reported payment.
 */
export const PaymentNote = ({ order }: PaymentNoteProps) => {
  const { t } = useTranslation();
  const view = orderPaymentView(order);
  switch (view.kind) {
    case 'checking':
      return <Typography.Text type="secondary">{t('payments.status.checking')}</Typography.Text>;
    case 'flagged':
      return <Typography.Text type="warning">{t('payments.status.flagged')}</Typography.Text>;
    case 'failed':
      return (
        <Typography.Text type="danger">
          {t('payments.status.failed', { reason: paymentFailureText(view.code, currentLocale()) })}
        </Typography.Text>
      );
    case 'rejected': {
      // An administrator's rejection of a reported payment carries the reason the buyer was mailed.
      const latest = order.latest_payment;
      return latest?.failure_code === 'rejected_by_admin' && latest.failure_message ? (
        <Typography.Text type="danger">
          {t('payments.status.rejected', { reason: latest.failure_message })}
        </Typography.Text>
      ) : null;
    }
    case 'paid':
    case 'cancelled':
    case 'processing':
    case 'unpaid':
      return null;
  }
};
