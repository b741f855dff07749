import { Button, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '@shop/domain/money/format-amount';
import { PaymentNote } from '../../../components/payment-note';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/texts';
import { useOrderByToken } from '../api/get-order-by-token';
import { useReportPurchases } from '../api/report-purchases';
import { nextStepOf, type OrderNextStep } from '@shop/domain/orders/next-step';
import { amountToPay } from '@shop/domain/pricing/amount-to-pay';
import { OrderStatusTag } from './order-status-tag';
import '../orders.css';

const RESULT_STATUS = {
  learn: 'success',
  'wait-for-review': 'info',
  pay: 'warning',
  'see-why': 'error',
} as const satisfies Record<OrderNextStep, 'success' | 'info' | 'warning' | 'error'>;

/** The way on from the order's state: its courses, its payment step, or the order list. */
const NextStepButton = ({ step, orderId }: { step: OrderNextStep | null; orderId: number | null }) => {
  const { t } = useTranslation();
  if (step === 'learn')
    return (
      <Link to={paths.myCourses()}>
        <Button type="primary">{t('checkout.thankYou.toMyCourses')}</Button>
      </Link>
    );
  if (step === 'pay' && orderId !== null)
    return (
      <Link to={paths.cartOrder(orderId)}>
        <Button type="primary">{t('checkout.thankYou.payNow')}</Button>
      </Link>
    );
  return (
    <Link to={paths.myOrders()}>
      <Button type="primary">{t('checkout.thankYou.toOrders')}</Button>
    </Link>
  );
};

/**
 * `/thankyou?orderId=<token>`: the order when the token is known and the buyer's, with what happens
 * next for its state (a green tick only for a paid order); else a general thank-you.
 */
export const ThankYou = ({ token }: { token: string | null }) => {
  const { t } = useTranslation();
  const order = useOrderByToken(token);
  useReportPurchases(order.data?.payment_status === 'approved');
  if (token && order.isPending) return <Skeleton active />;
  const data = order.data;
  const step = data ? nextStepOf(data.payment_status) : null;
  return (
    <Result
      status={step ? RESULT_STATUS[step] : 'success'}
      title={step ? t(`checkout.thankYou.steps.${step}.title`) : t('checkout.thankYou.title')}
      subTitle={
        data
          ? `${t('checkout.thankYou.orderNumber', { id: data.id })} · ${t(`checkout.thankYou.steps.${step ?? 'learn'}.next`)}`
          : t('checkout.thankYou.generic')
      }
      extra={<NextStepButton step={step} orderId={data?.id ?? null} />}
    >
      {data && (
        <div className="thank-you-order">
          <ul className="order-card-courses">
            {data.order_course_list.map((line) => (
              <li key={line.course_id}>{line.course_name}</li>
            ))}
          </ul>
          <Typography.Paragraph>
            {t('checkout.orders.amountToPay')}{' '}
            <Typography.Text strong>
              {formatAmount(amountToPay(data), data.currency_code, currentLocale())} {data.currency_code}
            </Typography.Text>{' '}
            <OrderStatusTag status={data.payment_status} />
          </Typography.Paragraph>
          <PaymentNote order={data} />
        </div>
      )}
    </Result>
  );
};
