import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderDetail } from '@shop/contract/orders/order';
import { formatAmount } from '@shop/domain/money/format-amount';
import { PaymentNote } from '../../../components/payment-note';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/texts';
import { amountToPay } from '@shop/domain/pricing/amount-to-pay';
import { OrderDocuments } from './order-documents';
import { OrderStatusTag } from './order-status-tag';

type OrderCardProps = { order: OrderDetail; onDelete: (orderId: number) => void };

/**
 * One order: its courses (each a way into its lessons once paid), status, where its payment stands (being checked, or why the last attempt
 * failed), amount to pay (2 decimals), and for an unpaid one, pay or delete.
 */
export const OrderCard = ({ order, onDelete }: OrderCardProps) => {
  const { t, i18n } = useTranslation();
  const created = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'th-TH', {
    dateStyle: 'medium',
    timeStyle: 'short',
    // The shop's time, as every moment it shows: not the clock of the reader's device.
    timeZone: 'Asia/Bangkok',
  }).format(new Date(order.created_at));
  const unpaid = order.payment_status === 'notYetReceived';
  // A paid order unlocks its courses: each leads to its lessons.
  const isPaid = order.payment_status === 'approved';
  return (
    <Card
      className="order-card"
      title={<Link to={paths.myOrder(order.id)}>{t('checkout.orders.number', { id: order.id })}</Link>}
      extra={<OrderStatusTag status={order.payment_status} />}
    >
      <Typography.Text type="secondary">{created}</Typography.Text>
      <div className="order-card-note">
        <PaymentNote order={order} />
      </div>
      <ul className="order-card-courses">
        {order.order_course_list.map((line) => (
          <li key={line.course_id}>
            {line.course_name}
            {line.qty > 1 ? ` × ${String(line.qty)}` : ''}
            {isPaid && line.course_type !== 'product' && (
              <Link
                className="order-card-learn"
                to={paths.courseLessons(line.course_id)}
                aria-label={t('checkout.orders.learn', { course: line.course_name })}
              >
                {t('checkout.orders.learn', { course: '' }).trim()}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {isPaid && <OrderDocuments orderId={order.id} hasWithholding={order.withholding_price > 0} />}
      <div className="order-card-footer">
        <span>
          {t('checkout.orders.amountToPay')}{' '}
          <Typography.Text strong>
            {formatAmount(amountToPay(order), order.currency_code, currentLocale())} {order.currency_code}
          </Typography.Text>
        </span>
        {unpaid && (
          <span className="order-card-actions">
            <Link to={paths.cartOrder(order.id)}>
              <Button type="primary">{t('checkout.orders.pay')}</Button>
            </Link>
            <Button danger onClick={() => onDelete(order.id)}>
              {t('checkout.orders.delete')}
            </Button>
          </span>
        )}
      </div>
    </Card>
  );
};
