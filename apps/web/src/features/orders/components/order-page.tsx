import { Alert, Button, Card, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@shop/contract/http/api-client';
import type { OrderPage } from '@shop/contract/orders/order-page';
import { PaymentNote } from '../../../components/payment-note';
import { paths } from '../../../config/paths';
import { useOrderPage } from '../api/get-order-page';
import { useReportPurchases } from '../api/report-purchases';
import { useOrderPageView } from '../hooks/use-order-page-view';
import { OrderDocuments } from './order-documents';
import { OrderHistory, OrderLines, OrderPaymentAndDelivery, OrderSummary } from './order-page-sections';
import { OrderStatusTag } from './order-status-tag';
import { OrderTransferReports } from './order-transfer-reports';
import '../orders.css';

const OrderPageContent = ({ order }: { order: OrderPage }) => {
  const { t } = useTranslation();
  const view = useOrderPageView(order);
  return (
    <div className="order-page">
      <header className="order-page-header">
        <Typography.Title level={1} className="order-page-title">
          {t('checkout.orders.number', { id: order.id })}
        </Typography.Title>
        <OrderStatusTag status={order.payment_status} />
        <Typography.Text type="secondary" className="order-page-created">
          {t('checkout.orderPage.created', { at: view.created })}
        </Typography.Text>
      </header>
      <PaymentNote order={order} />
      {order.payment_status === 'notYetReceived' && (
        <Link to={paths.cartOrder(order.id)}>
          <Button type="primary" size="large">
            {order.transfer_reports.length > 0
              ? t('checkout.orderPage.reportAgain')
              : t('checkout.orders.pay')}
          </Button>
        </Link>
      )}
      <OrderLines lines={view.lines} />
      <OrderSummary rows={view.summary} />
      <OrderPaymentAndDelivery order={order} view={view} />
      {order.payment_status === 'approved' && (
        <section aria-label={t('checkout.orderPage.documents')}>
          <Card title={t('checkout.orderPage.documents')} size="small">
            <OrderDocuments orderId={order.id} hasWithholding={order.withholding_price > 0} />
          </Card>
        </section>
      )}
      <OrderTransferReports reports={order.transfer_reports} currency={order.currency_code} />
      <OrderHistory steps={view.history} />
    </div>
  );
};

/** `/myaccount/student/order/<id>`: one of the student's orders; another's reads as not found. */
export const OrderPageView = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const order = useOrderPage(orderId);
  useReportPurchases(order.data?.payment_status === 'approved');
  const back = (
    <Link to={paths.myOrders()} className="order-page-back">
      {t('checkout.orderPage.back')}
    </Link>
  );
  if (order.isPending) return <Skeleton active />;
  if (order.isError) {
    const isMissing = order.error instanceof ApiError && order.error.status === 404;
    return isMissing ? (
      <Result status="404" title={t('checkout.orderPage.notFound')} extra={back} />
    ) : (
      <Alert type="error" title={t('common.loadFailed')} />
    );
  }
  return (
    <>
      {back}
      <OrderPageContent order={order.data} />
    </>
  );
};
