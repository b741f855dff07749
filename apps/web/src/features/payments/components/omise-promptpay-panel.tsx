import type { OrderDetail } from '@shop/contract/orders/order';
import { useOmisePromptPayPayment } from '../hooks/use-omise-promptpay-payment';
import { usePromptPayTexts } from '../hooks/use-promptpay-texts';
import { PromptPayQrPanel } from './promptpay-qr-panel';

type OmisePromptPayPanelProps = { order: OrderDetail; amountText: string };

/** Method 9: PromptPay through Omise. */
export const OmisePromptPayPanel = ({ order, amountText }: OmisePromptPayPanelProps) => (
  <PromptPayQrPanel
    order={order}
    amountText={amountText}
    payment={useOmisePromptPayPayment(order)}
    texts={usePromptPayTexts('omise')}
  />
);
