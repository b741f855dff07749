import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderPage } from '@shop/contract/orders/order-page';
import type { SummaryRow, useOrderPageView } from '../hooks/use-order-page-view';

type View = ReturnType<typeof useOrderPageView>;

/** Each line: a course with the plan bought, or a product with its quantity; its price and discount. */
export const OrderLines = ({ lines }: { lines: View['lines'] }) => {
  const { t } = useTranslation();
  return (
    <section aria-label={t('checkout.orderPage.items')}>
      <Card title={t('checkout.orderPage.items')} size="small">
        <ul className="order-page-lines" aria-label={t('checkout.orderPage.items')}>
          {lines.map((line) => (
            <li key={line.id}>
              <span className="order-page-line-name">
                <Typography.Text strong>{line.course_name}</Typography.Text>
                <Typography.Text type="secondary">{line.detail}</Typography.Text>
              </span>
              <span className="order-page-line-amount">
                <span>{line.amount}</span>
                {line.discount && (
                  <Typography.Text type="secondary">
                    {t('checkout.orderPage.lineDiscount')} {line.discount}
                  </Typography.Text>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
};

/** Subtotal, each discount, VAT, shipping, withholding and the amount to pay. */
export const OrderSummary = ({ rows }: { rows: SummaryRow[] }) => {
  const { t } = useTranslation();
  return (
    <section aria-label={t('checkout.orderPage.summary')}>
      <Card title={t('checkout.orderPage.summary')} size="small">
        <dl className="order-page-summary">
          {rows.map((row) => (
            <div key={row.key} className={row.isTotal ? 'order-page-summary-total' : undefined}>
              <dt>{row.label}</dt>
              <dd>{row.amount}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
};

/** The payment method, and the delivery of the order's products when it has any. */
export const OrderPaymentAndDelivery = ({
  order,
  view,
}: {
  order: OrderPage;
  view: Pick<View, 'paymentMethod' | 'payUntil'>;
}) => {
  const { t } = useTranslation();
  const { address, option } = order.shipping;
  return (
    <section aria-label={t('checkout.orderPage.payment')}>
      <Card title={t('checkout.orderPage.payment')} size="small">
        <dl className="order-page-facts">
          <dt>{t('checkout.orderPage.paymentMethod')}</dt>
          <dd>{view.paymentMethod ?? t('checkout.orderPage.noPaymentMethod')}</dd>
          {view.payUntil && (
            <>
              <dt>{t('checkout.orderPage.payBy')}</dt>
              <dd>{view.payUntil}</dd>
            </>
          )}
          {option && (
            <>
              <dt>{t('checkout.orderPage.deliveryOption')}</dt>
              <dd>{option.name}</dd>
            </>
          )}
          {address && (
            <>
              <dt>{t('checkout.orderPage.deliveryAddress')}</dt>
              <dd>
                {address.recipient_name} {address.tel}
                <br />
                {[address.address, address.subdistrict, address.district, address.province, address.postcode]
                  .filter((part) => part !== '')
                  .join(' ')}
              </dd>
            </>
          )}
        </dl>
      </Card>
    </section>
  );
};

/** What happened to the order and when, in Bangkok time, oldest first. */
export const OrderHistory = ({ steps }: { steps: View['history'] }) => {
  const { t } = useTranslation();
  return (
    <section aria-label={t('checkout.orderPage.history')}>
      <Card title={t('checkout.orderPage.history')} size="small">
        <Timeline
          className="order-page-history"
          items={steps.map((step) => ({
            key: step.key,
            color: step.isBad ? 'red' : 'blue',
            content: (
              <div>
                <Typography.Text strong>{step.title}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{step.at}</Typography.Text>
                {step.reason && (
                  <Typography.Paragraph className="order-page-reason">{step.reason}</Typography.Paragraph>
                )}
              </div>
            ),
          }))}
        />
      </Card>
    </section>
  );
};
