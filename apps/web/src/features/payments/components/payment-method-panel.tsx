import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { lazyPart } from '../../../app/lazy-part';
import { lazyWithAntd } from '../../../app/lazy-with-antd';
import { Skeleton } from '../../../components/ui/skeleton';
import { Suspense } from 'react';
import type { PaymentPanel } from '../lib/payment-panel';
import { UnavailableMethodPanel } from './unavailable-method-panel';

type GatewayPanelProps = { order: OrderDetail; amountText: string };

// Each method's panel loads only for an order paid with it: a transfer never downloads the card
// form and its twelve brand logos. The transfer's panel is built on the light components; the
// others bring Ant Design with them when shown.
const BankTransferPanel = lazyPart(
  'payment-bank-transfer',
  async () => (await import('./bank-transfer-panel')).BankTransferPanel,
);
const GATEWAY_PANELS = {
  card: lazyWithAntd<GatewayPanelProps>(
    'payment-omise-card',
    async () => (await import('./omise-card-panel')).OmiseCardPanel,
  ),
  promptPay: lazyWithAntd<GatewayPanelProps>(
    'payment-omise-promptpay',
    async () => (await import('./omise-promptpay-panel')).OmisePromptPayPanel,
  ),
  payPal: lazyWithAntd<GatewayPanelProps>(
    'payment-paypal',
    async () => (await import('./paypal-panel')).PayPalPanel,
  ),
  twoC2p: lazyWithAntd<GatewayPanelProps>(
    'payment-2c2p',
    async () => (await import('./twoc2p-panel')).TwoC2pPanel,
  ),
  scbQr: lazyWithAntd<GatewayPanelProps>(
    'payment-scb-qr',
    async () => (await import('./scb-qr-panel')).ScbQrPanel,
  ),
  gbPrimeCard: lazyWithAntd<GatewayPanelProps>(
    'payment-gbprime-card',
    async () => (await import('./gbprime-card-panel')).GbPrimeCardPanel,
  ),
  gbPrimePromptPay: lazyWithAntd<GatewayPanelProps>(
    'payment-gbprime-promptpay',
    async () => (await import('./gbprime-promptpay-panel')).GbPrimePromptPayPanel,
  ),
  paySolutions: lazyWithAntd<GatewayPanelProps>(
    'payment-paysolutions',
    async () => (await import('./paysolutions-panel')).PaySolutionsPanel,
  ),
} as const;

type PaymentMethodPanelProps = {
  panel: PaymentPanel;
  methodName: string;
  order: OrderDetail;
  amountText: string;
  onNotifyPayment: () => void;
  /** The report dialog's code is on its way after 'notify payment'. */
  isOpeningReport: boolean;
};

/** The panel of the order's payment method, one per method id of spec 2. */
export const PaymentMethodPanel = ({
  panel,
  methodName,
  order,
  amountText,
  onNotifyPayment,
  isOpeningReport,
}: PaymentMethodPanelProps) => {
  const { t } = useTranslation();
  if (panel === 'unavailable') return <UnavailableMethodPanel />;
  const GatewayPanel = panel === 'bankTransfer' ? null : GATEWAY_PANELS[panel];
  return (
    <section
      className="payment-method-panel"
      aria-labelledby="payment-method-name"
      data-method-id={order.payment_method_id}
    >
      <h2 id="payment-method-name" className="payment-method-name">
        {methodName}
      </h2>
      <div className="payment-method-body">
        <p>{t('payments.step.amountLine', { amount: amountText })}</p>
        <Suspense fallback={<Skeleton rows={4} title={false} />}>
          {GatewayPanel ? (
            <GatewayPanel order={order} amountText={amountText} />
          ) : (
            <BankTransferPanel
              orderId={order.id}
              amountText={amountText}
              onNotifyPayment={onNotifyPayment}
              isOpeningReport={isOpeningReport}
            />
          )}
        </Suspense>
      </div>
    </section>
  );
};
