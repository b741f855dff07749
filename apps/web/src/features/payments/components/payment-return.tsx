import { Button, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePaymentReturn } from '../hooks/use-payment-return';
import type { ReturnedCard } from '../lib/payment-return-params';
import { PaymentReturnResult } from './payment-return-result';
import '../payments.css';

const CardLine = ({ card }: { card: ReturnedCard | null }) => {
  const { t } = useTranslation();
  if (!card) return null;
  return (
    <Typography.Paragraph className="payment-return-card">
      {card.expMonth && card.expYear
        ? t('payments.paymentReturn.cardExpiry', {
            masked: card.masked,
            month: card.expMonth,
            year: card.expYear,
          })
        : t('payments.paymentReturn.card', { masked: card.masked })}
    </Typography.Paragraph>
  );
};

/**
 * Spec 2's payment return screen. It asks the server to check the payment now and shows what the
 * server says; while the order's newest attempt is open it asks again every few seconds, and the
 * socket's `order:updated` refreshes it sooner.
 */
export const PaymentReturn = () => {
  const { t } = useTranslation();
  const screen = usePaymentReturn();
  const card = <CardLine card={screen.params.card} />;
  return (
    <section className="payment-return" aria-labelledby="payment-return-title">
      <Typography.Title level={1} className="account-page-title" id="payment-return-title">
        {t('payments.paymentReturn.title')}
      </Typography.Title>
      <div aria-live="polite">
        {screen.params.orderId !== null && screen.checking ? (
          <Result icon={<Spin size="large" />} title={t('payments.paymentReturn.checkingNow')}>
            {card}
          </Result>
        ) : screen.notFound || !screen.order || !screen.screen ? (
          <Result
            status="404"
            title={t('payments.paymentReturn.noOrder')}
            extra={
              <Link to={paths.myOrders()}>
                <Button type="primary">{t('payments.paymentReturn.toOrders')}</Button>
              </Link>
            }
          />
        ) : (
          <PaymentReturnResult
            order={screen.order}
            screen={screen.screen}
            isThankYouPage={screen.isThankYouPage}
            card={card}
          />
        )}
      </div>
    </section>
  );
};
