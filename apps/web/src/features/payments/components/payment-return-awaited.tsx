import { Button, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ReturnScreen } from '../lib/payment-return-screen';

type AwaitedScreen = Extract<
  ReturnScreen,
  { kind: 'outcomeUnknown' | 'awaitingProvider' | 'notReceived' | 'cancelledAtProvider' }
>;

type PaymentReturnAwaitedProps = {
  orderId: number;
  screen: AwaitedScreen;
  /** The way to the orders page. */
  toOrders: (primary?: boolean) => ReactNode;
  card: ReactNode;
};

/**
 * The return screen while the order's newest attempt is open: the shop asking the provider (never
 * a way to pay again while the outcome is unknown), or, once the buyer cancelled or no payment
 * came, the way to try again. It keeps changing by itself: a late payment still shows as paid.
 */
export const PaymentReturnAwaited = ({ orderId, screen, toOrders, card }: PaymentReturnAwaitedProps) => {
  const { t } = useTranslation();
  const provider = screen.provider ?? t('payments.paymentReturn.theProvider');
  const tryAgain = (
    <Link key="pay" to={paths.cartOrder(orderId)}>
      <Button type="primary">{t('payments.paymentReturn.tryAgain')}</Button>
    </Link>
  );
  switch (screen.kind) {
    case 'outcomeUnknown':
      return (
        <Result
          icon={<Spin size="large" />}
          title={t('payments.paymentReturn.outcomeUnknownTitle')}
          subTitle={t('payments.paymentReturn.outcomeUnknownBody', { provider })}
          extra={toOrders()}
        >
          {card}
        </Result>
      );
    case 'awaitingProvider':
      return (
        <Result
          icon={<Spin size="large" />}
          title={t('payments.paymentReturn.awaitingTitle', { provider })}
          subTitle={t('payments.paymentReturn.processingBody')}
          extra={toOrders()}
        >
          {card}
        </Result>
      );
    case 'notReceived':
      return (
        <Result
          status="warning"
          title={t('payments.paymentReturn.notReceivedTitle')}
          subTitle={t('payments.paymentReturn.notReceivedBody', { provider })}
          extra={[
            tryAgain,
            <Link key="another" to={paths.myOrders()}>
              <Button>{t('payments.paymentReturn.payAnotherWay')}</Button>
            </Link>,
          ]}
        >
          <Typography.Paragraph type="secondary">
            {t('payments.paymentReturn.payAnotherWayHint')}
          </Typography.Paragraph>
        </Result>
      );
    case 'cancelledAtProvider':
      return (
        <Result
          status="info"
          title={t('payments.paymentReturn.cancelledAtProviderTitle', { provider })}
          subTitle={t('payments.paymentReturn.cancelledAtProviderBody')}
          extra={[tryAgain, toOrders()]}
        />
      );
  }
};
