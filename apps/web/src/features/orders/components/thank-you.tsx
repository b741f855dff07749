import { Button, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '@shop/domain/money/format-amount';
import { PaymentNote } from '../../../components/payment-note';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/texts';
import { useOrderByToken } from '../api/get-order-by-token';
import { amountToPay } from '@shop/domain/pricing/amount-to-pay';
import { OrderStatusTag } from './order-status-tag';
import '../orders.css';

/** `/thankyou?orderId=<token>`: the order when the token is known and the buyer's, else a general thank-you. */
export const ThankYou = ({ token }: { token: string | null }) => {
  const { t } = useTranslation();
  const order = useOrderByToken(token);
  if (token && order.isPending) return <Skeleton active />;
  const data = order.data;
  return (
    <Result
      status="success"
      title={t('checkout.thankYou.title')}
      subTitle={data ? t('checkout.thankYou.orderNumber', { id: data.id }) : t('checkout.thankYou.generic')}
      extra={
        <Link to={paths.myOrders()}>
          <Button type="primary">{t('checkout.thankYou.toOrders')}</Button>
        </Link>
      }
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
