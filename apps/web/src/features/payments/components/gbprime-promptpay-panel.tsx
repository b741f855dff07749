import type { OrderDetail } from '@shop/contract/orders/order';
import { useGbPrimePromptPayPayment } from '../hooks/use-gbprime-promptpay-payment';
import { usePromptPayTexts } from '../hooks/use-promptpay-texts';
import { PromptPayQrPanel } from './promptpay-qr-panel';

type GbPrimePromptPayPanelProps = { order: OrderDetail; amountText: string };

/** Method 12: PromptPay through GB Prime Pay. */
export const GbPrimePromptPayPanel = ({ order, amountText }: GbPrimePromptPayPanelProps) => (
  <PromptPayQrPanel
    order={order}
    amountText={amountText}
    payment={useGbPrimePromptPayPayment(order)}
    texts={usePromptPayTexts('gbPrime')}
  />
);
