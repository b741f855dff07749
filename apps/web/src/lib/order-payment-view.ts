import type { OrderDetail } from '@shop/contract/orders/order';
import { REJECTED_BY_ADMIN } from '@shop/domain/payments/transfer-report-standing';

/**
 * Where an order's payment stands, from what the server says (its status and newest attempt):
 * `paid` only when the order is approved, never from what a browser or provider page claims.
 */
export type OrderPaymentView =
  | { kind: 'paid' }
  | { kind: 'rejected' }
  | { kind: 'cancelled' }
  /** The payment was reported (bank transfer) and waits for the shop. */
  | { kind: 'checking' }
  /** Money arrived but the shop must look at it (another amount, paid twice, order closed). */
  | { kind: 'flagged' }
  /** An attempt is open: the provider has not answered yet. */
  | { kind: 'processing'; attemptId: number }
  /** The shop did not accept the transfer the buyer reported: they report it again. */
  | { kind: 'transferNotAccepted'; reason: string | null }
  /** The newest attempt failed or ran out; `code` is the provider's failure code. */
  | { kind: 'failed'; code: string | null }
  /** Unpaid, with no attempt yet. */
  | { kind: 'unpaid' };

type OrderPaymentFacts = Pick<OrderDetail, 'payment_status' | 'latest_payment'>;

const unpaidView = (latest: OrderDetail['latest_payment']): OrderPaymentView => {
  if (latest === null) return { kind: 'unpaid' };
  // A succeeded attempt whose order is not approved yet is about to settle: still processing.
  switch (latest.state) {
    case 'created':
    case 'pending':
    case 'unknown':
    case 'succeeded':
      return { kind: 'processing', attemptId: latest.id };
    case 'failed':
      return latest.failure_code === REJECTED_BY_ADMIN
        ? { kind: 'transferNotAccepted', reason: latest.failure_message }
        : { kind: 'failed', code: latest.failure_code };
    case 'expired':
      return { kind: 'failed', code: latest.failure_code ?? 'payment_expired' };
    case 'flagged':
      return { kind: 'flagged' };
    // Money an order could not keep went back: the order itself is still unpaid.
    case 'refunded':
      return { kind: 'unpaid' };
  }
};

/** The payment view of an order. */
export const orderPaymentView = (order: OrderPaymentFacts): OrderPaymentView => {
  switch (order.payment_status) {
    case 'approved':
      return { kind: 'paid' };
    case 'rejected':
      return { kind: 'rejected' };
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'pendingApproved':
      return order.latest_payment?.state === 'flagged' ? { kind: 'flagged' } : { kind: 'checking' };
    case 'notYetReceived':
      return unpaidView(order.latest_payment);
  }
};
