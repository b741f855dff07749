import type { OrderDetail } from '@shop/contract/orders/order';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';

/** A PromptPay QR being shown: its image, when it stops working, and its attempt. */
export type PromptPayQr = { imageUrl: string; expiresAt: string | null; attemptId: number };

/** What the PromptPay modal shows. */
export type PromptPayOutcome =
  | { kind: 'waiting' }
  | { kind: 'paid' }
  /** Rejected or cancelled: nothing left to pay here. */
  | { kind: 'closed' }
  | { kind: 'expired' }
  | { kind: 'failed'; code: string | null };

type OrderFacts = Pick<OrderDetail, 'payment_status' | 'latest_payment'>;

/**
 * The modal's state from the order as the server last said and the QR's countdown. Only the
 * shown QR's own attempt can expire or fail it; an older attempt in a stale read cannot.
 */
export const promptPayOutcome = (
  order: OrderFacts | null,
  qr: PromptPayQr,
  secondsLeft: number | null,
): PromptPayOutcome => {
  const status = order?.payment_status;
  if (status === 'approved') return { kind: 'paid' };
  if (status === 'rejected' || status === 'cancelled') return { kind: 'closed' };
  const latest = order?.latest_payment;
  if (latest?.id === qr.attemptId && latest.state === 'failed')
    return { kind: 'failed', code: latest.failure_code };
  if (latest?.id === qr.attemptId && latest.state === 'expired') return { kind: 'expired' };
  return secondsLeft === 0 ? { kind: 'expired' } : { kind: 'waiting' };
};

/** The order's open PromptPay QR that still has time left, so a reload shows it again instead of a new one. */
export const openPromptPayQr = (latest: OrderDetail['latest_payment'], now: number): PromptPayQr | null => {
  if (latest?.payment_method_id !== PaymentMethodId.OMISE_PROMPTPAY) return null;
  if (latest.state !== 'created' && latest.state !== 'pending') return null;
  if (latest.next_action?.type !== 'qr') return null;
  if (latest.expires_at !== null && Date.parse(latest.expires_at) <= now) return null;
  return { imageUrl: latest.next_action.image_url, expiresAt: latest.expires_at, attemptId: latest.id };
};
