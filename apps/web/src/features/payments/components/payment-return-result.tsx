import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderDetail } from '@shop/contract/orders/order';
import { paymentFailureText } from '@shop/domain/payments/failure-texts';
import { paths } from '../../../config/paths';
import type { OrderPaymentView } from '../../../lib/order-payment-view';
import { currentLocale } from '../../../lib/texts';

type PaymentReturnResultProps = {
  order: OrderDetail;
  view: OrderPaymentView;
  isThankYouPage: boolean;
  /** The masked card line, when the gateway sent one. */
  card: ReactNode;
};

/** The order's payment as the server says it: success only for an approved order. */
export const PaymentReturnResult = ({ order, view, isThankYouPage, card }: PaymentReturnResultProps) => {
  const { t } = useTranslation();
  const subTitle = t('payments.paymentReturn.orderNumber', { id: order.id });
  const toOrders = (primary = false) => (
    <Link key="orders" to={paths.myOrders()}>
      <Button type={primary ? 'primary' : 'default'}>{t('payments.paymentReturn.toOrders')}</Button>
    </Link>
  );
  const toPayment = (label: string) => (
    <Link key="pay" to={paths.cartOrder(order.id)}>
      <Button type="primary">{label}</Button>
    </Link>
  );
  const text = (key: 'rejectedTitle' | 'cancelledTitle' | 'unpaidTitle') =>
    t(`payments.paymentReturn.${key}`);

  switch (view.kind) {
    case 'paid':
      return (
        <Result
          status="success"
          title={t('payments.paymentReturn.paidTitle')}
          subTitle={subTitle}
          extra={[
            toOrders(true),
            ...(isThankYouPage
              ? [
                  <Link key="thanks" to={paths.thankYou(order.order_token)}>
                    <Button>{t('payments.paymentReturn.toThankYou')}</Button>
                  </Link>,
                ]
              : []),
          ]}
        >
          {card}
        </Result>
      );
    case 'processing':
      return (
        <Result
          icon={<Spin size="large" />}
          title={t('payments.paymentReturn.processingTitle')}
          subTitle={t('payments.paymentReturn.processingBody')}
          extra={toOrders()}
        >
          {card}
        </Result>
      );
    case 'failed':
      return (
        <Result
          status="error"
          title={t('payments.paymentReturn.failedTitle')}
          subTitle={paymentFailureText(view.code, currentLocale())}
          extra={[toPayment(t('payments.paymentReturn.tryAgain')), toOrders()]}
        >
          {card}
        </Result>
      );
    case 'transferNotAccepted':
      return (
        <Result
          status="warning"
          title={t('payments.paymentReturn.transferNotAcceptedTitle')}
          subTitle={view.reason ?? subTitle}
          extra={[toPayment(t('payments.paymentReturn.reportAgain')), toOrders()]}
        />
      );
    case 'checking':
      return (
        <Result
          status="info"
          title={t('payments.paymentReturn.checkingTitle')}
          subTitle={t('payments.paymentReturn.checkingBody')}
          extra={toOrders(true)}
        />
      );
    case 'flagged':
      return (
        <Result
          status="warning"
          title={t('payments.paymentReturn.flaggedTitle')}
          subTitle={t('payments.paymentReturn.flaggedBody')}
          extra={toOrders(true)}
        />
      );
    case 'rejected':
      return (
        <Result status="error" title={text('rejectedTitle')} subTitle={subTitle} extra={toOrders(true)} />
      );
    case 'cancelled':
      return (
        <Result status="warning" title={text('cancelledTitle')} subTitle={subTitle} extra={toOrders(true)} />
      );
    case 'unpaid':
      return (
        <Result
          status="info"
          title={text('unpaidTitle')}
          subTitle={subTitle}
          extra={[toPayment(t('payments.paymentReturn.payNow')), toOrders()]}
        />
      );
  }
};
