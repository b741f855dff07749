import { Button, Result, Skeleton, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderDetail } from '@shop/contract/orders/order';
import { formatAmount } from '@shop/domain/money/format-amount';
import { PaymentNote } from '../../../components/payment-note';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/texts';
import { useOrderByToken } from '../api/get-order-by-token';
import { useReportPurchases } from '../api/report-purchases';
import { nextStepOf, type OrderNextStep } from '@shop/domain/orders/next-step';
import { amountToPay } from '@shop/domain/pricing/amount-to-pay';
import { OrderStatusTag } from './order-status-tag';
import { ThankYouAccount } from './thank-you-account';
import '../orders.css';

const RESULT_STATUS = {
  learn: 'success',
  'wait-for-review': 'info',
  pay: 'warning',
  'see-why': 'error',
} as const satisfies Record<OrderNextStep, 'success' | 'info' | 'warning' | 'error'>;

/** A paid order of products only has nothing to learn: it is sent, so its page says that. */
const holdsACourse = (order: Pick<OrderDetail, 'order_course_list'>) =>
  order.order_course_list.some((line) => line.course_type !== 'product');

/** The way on from the order's state: its courses, its payment step, or the order list. */
const NextStepButton = ({ step, order }: { step: OrderNextStep | null; order: OrderDetail | undefined }) => {
  const { t } = useTranslation();
  if (step === 'learn' && order && holdsACourse(order))
    return (
      <Link to={paths.myCourses()}>
        <Button type="primary">{t('checkout.thankYou.startLearning')}</Button>
      </Link>
    );
  if (step === 'pay' && order)
    return (
      <Link to={paths.cartOrder(order.id)}>
        <Button type="primary">{t('checkout.thankYou.payNow')}</Button>
      </Link>
    );
  return (
    <Link to={paths.myOrders()}>
      <Button type="primary">{t('checkout.thankYou.toOrders')}</Button>
    </Link>
  );
};

/** What comes next, in words: a paid order of products only is sent, not learnt. */
const nextText = (t: TFunction, step: OrderNextStep | null, order: OrderDetail) =>
  step === 'learn' && !holdsACourse(order)
    ? t('checkout.thankYou.shipProducts')
    : t(`checkout.thankYou.steps.${step ?? 'learn'}.next`);

/**
 * `/thankyou?orderId=<token>`: the order when the token is known and the buyer's, with what happens
 * next for its state (a green tick only for a paid order), what was bought, the amount paid or to
 * pay, and the account that holds it (a guest's was made with the order); else a general thank-you.
 */
export const ThankYou = ({ token }: { token: string | null }) => {
  const { t } = useTranslation();
  const order = useOrderByToken(token);
  useReportPurchases(order.data?.payment_status === 'approved');
  if (token && order.isPending) return <Skeleton active />;
  const data = order.data;
  const step = data ? nextStepOf(data.payment_status) : null;
  const isPaid = data?.payment_status === 'approved';
  return (
    <Result
      status={step ? RESULT_STATUS[step] : 'success'}
      title={step ? t(`checkout.thankYou.steps.${step}.title`) : t('checkout.thankYou.title')}
      subTitle={
        data
          ? `${t('checkout.thankYou.orderNumber', { id: data.id })} · ${nextText(t, step, data)}`
          : t('checkout.thankYou.generic')
      }
      extra={<NextStepButton step={step} order={data} />}
    >
      {data && (
        <div className="thank-you-order">
          <Typography.Paragraph strong>{t('checkout.thankYou.bought')}</Typography.Paragraph>
          <ul className="order-card-courses">
            {data.order_course_list.map((line) => (
              <li key={line.course_id}>{line.course_name}</li>
            ))}
          </ul>
          <Typography.Paragraph>
            {isPaid ? t('checkout.thankYou.paid') : t('checkout.orders.amountToPay')}{' '}
            <Typography.Text strong>
              {formatAmount(amountToPay(data), data.currency_code, currentLocale())} {data.currency_code}
            </Typography.Text>{' '}
            <OrderStatusTag status={data.payment_status} />
          </Typography.Paragraph>
          <PaymentNote order={data} />
          {data.email && <ThankYouAccount email={data.email} />}
        </div>
      )}
    </Result>
  );
};
