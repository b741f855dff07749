import type { OrderDetail } from '@shop/contract/orders/order';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type { PromptPayQr } from './promptpay-state';

/** The order's open GB PromptPay QR that still has time left, so a reload shows it again. */
export const openGbPrimeQr = (latest: OrderDetail['latest_payment'], now: number): PromptPayQr | null => {
  if (latest?.payment_method_id !== PaymentMethodId.GBPRIME_PROMPTPAY) return null;
  if (latest.state !== 'created' && latest.state !== 'pending') return null;
  if (latest.next_action?.type !== 'qr') return null;
  if (latest.expires_at !== null && Date.parse(latest.expires_at) <= now) return null;
  return { imageUrl: latest.next_action.image_url, expiresAt: latest.expires_at, attemptId: latest.id };
};
