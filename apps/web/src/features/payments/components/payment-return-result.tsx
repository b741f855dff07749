import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderDetail } from '@shop/contract/orders/order';
import { paymentFailureText } from '@shop/domain/payments/failure-texts';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/texts';
import type { ReturnScreen } from '../lib/payment-return-screen';
import { PaymentReturnAwaited } from './payment-return-awaited';

type PaymentReturnResultProps = {
  order: OrderDetail;
  screen: ReturnScreen;
  isThankYouPage: boolean;
  /** The masked card line, when the gateway sent one. */
  card: ReactNode;
};

/** The order's payment as the server says it: success only for an approved order. */
export const PaymentReturnResult = ({ order, screen, isThankYouPage, card }: PaymentReturnResultProps) => {
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
  // After 3-D Secure the buyer lands here, not on the thank-you page: the way to the course is here too.
  const holdsACourse = order.order_course_list.some((line) => line.course_type !== 'product');
  const startLearning = holdsACourse
    ? [
        <Link key="learn" to={paths.myCourses()}>
          <Button type="primary">{t('payments.paymentReturn.startLearning')}</Button>
        </Link>,
      ]
    : [];
  const text = (key: 'rejectedTitle' | 'cancelledTitle' | 'unpaidTitle' | 'refundedTitle') =>
    t(`payments.paymentReturn.${key}`);

  switch (screen.kind) {
    case 'paid':
      return (
        <Result
          status="success"
          title={t('payments.paymentReturn.paidTitle')}
          subTitle={subTitle}
          extra={[
            ...startLearning,
            toOrders(!holdsACourse),
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
    case 'outcomeUnknown':
    case 'awaitingProvider':
    case 'notReceived':
    case 'cancelledAtProvider':
      return <PaymentReturnAwaited orderId={order.id} screen={screen} toOrders={toOrders} card={card} />;
    case 'failed':
      return (
        <Result
          status="error"
          title={t('payments.paymentReturn.failedTitle')}
          subTitle={paymentFailureText(screen.code, currentLocale())}
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
          subTitle={screen.reason ?? subTitle}
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
        <Result
          status="warning"
          title={text('cancelledTitle')}
          subTitle={screen.isMoneyReturned ? t('payments.paymentReturn.moneyReturned') : subTitle}
          extra={toOrders(true)}
        />
      );
    case 'refunded':
      return (
        <Result
          status="info"
          title={text('refundedTitle')}
          subTitle={t('payments.paymentReturn.refundedBody')}
          extra={[toPayment(t('payments.paymentReturn.payNow')), toOrders()]}
        />
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
