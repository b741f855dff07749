import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import type { PaymentPanel } from '../lib/payment-panel';
import { BankTransferPanel } from './bank-transfer-panel';
import { OmisePromptPayPanel } from './omise-promptpay-panel';
import { UnavailableMethodPanel } from './unavailable-method-panel';

// The card form and its twelve brand logos load only for an order paid by card; each gateway's
// panel loads only for an order paid with it.
const OmiseCardPanel = lazy(async () => ({
  default: (await import('./omise-card-panel')).OmiseCardPanel,
}));
const PayPalPanel = lazy(async () => ({ default: (await import('./paypal-panel')).PayPalPanel }));
const TwoC2pPanel = lazy(async () => ({ default: (await import('./twoc2p-panel')).TwoC2pPanel }));
const ScbQrPanel = lazy(async () => ({ default: (await import('./scb-qr-panel')).ScbQrPanel }));
const GbPrimeCardPanel = lazy(async () => ({
  default: (await import('./gbprime-card-panel')).GbPrimeCardPanel,
}));
const GbPrimePromptPayPanel = lazy(async () => ({
  default: (await import('./gbprime-promptpay-panel')).GbPrimePromptPayPanel,
}));
const PaySolutionsPanel = lazy(async () => ({
  default: (await import('./paysolutions-panel')).PaySolutionsPanel,
}));

const GATEWAY_PANELS = {
  payPal: PayPalPanel,
  twoC2p: TwoC2pPanel,
  scbQr: ScbQrPanel,
  gbPrimeCard: GbPrimeCardPanel,
  gbPrimePromptPay: GbPrimePromptPayPanel,
  paySolutions: PaySolutionsPanel,
} as const;

const GatewayPanel = ({
  panel,
  order,
  amountText,
}: {
  panel: keyof typeof GATEWAY_PANELS;
  order: OrderDetail;
  amountText: string;
}) => {
  const Panel = GATEWAY_PANELS[panel];
  return <Panel order={order} amountText={amountText} />;
};

type PaymentMethodPanelProps = {
  panel: PaymentPanel;
  methodName: string;
  order: OrderDetail;
  amountText: string;
  onNotifyPayment: () => void;
};

/** The panel of the order's payment method, one per method id of spec 2. */
export const PaymentMethodPanel = ({
  panel,
  methodName,
  order,
  amountText,
  onNotifyPayment,
}: PaymentMethodPanelProps) => {
  const { t } = useTranslation();
  if (panel === 'unavailable') return <UnavailableMethodPanel />;
  return (
    <Card title={methodName} className="payment-method-panel" data-method-id={order.payment_method_id}>
      <Typography.Paragraph>{t('payments.step.amountLine', { amount: amountText })}</Typography.Paragraph>
      {panel === 'bankTransfer' && (
        <BankTransferPanel orderId={order.id} amountText={amountText} onNotifyPayment={onNotifyPayment} />
      )}
      {panel === 'card' && (
        <Suspense fallback={<Skeleton active />}>
          <OmiseCardPanel order={order} amountText={amountText} />
        </Suspense>
      )}
      {panel === 'promptPay' && <OmisePromptPayPanel order={order} amountText={amountText} />}
      {panel in GATEWAY_PANELS && (
        <Suspense fallback={<Skeleton active />}>
          <GatewayPanel panel={panel as keyof typeof GATEWAY_PANELS} order={order} amountText={amountText} />
        </Suspense>
      )}
    </Card>
  );
};
