import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import type { PaymentPanel } from '../lib/payment-panel';
import { BankTransferPanel } from './bank-transfer-panel';
import { PromptPayPanel } from './promptpay-panel';
import { UnavailableMethodPanel } from './unavailable-method-panel';

// The card form and its twelve brand logos load only for an order paid by card.
const CardPanel = lazy(async () => ({ default: (await import('./card-panel')).CardPanel }));

type PaymentMethodPanelProps = {
  panel: PaymentPanel;
  methodName: string;
  order: OrderDetail;
  amountText: string;
  onNotifyPayment: () => void;
};

/** The panel of the order's payment method: bank transfer (1), Omise card (8), Omise PromptPay (9). */
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
      {panel === 'bankTransfer' && <BankTransferPanel onNotifyPayment={onNotifyPayment} />}
      {panel === 'card' && (
        <Suspense fallback={<Skeleton active />}>
          <CardPanel order={order} amountText={amountText} />
        </Suspense>
      )}
      {panel === 'promptPay' && <PromptPayPanel order={order} amountText={amountText} />}
    </Card>
  );
};
