import type { OrderState } from '../orders/order-states';
import type { AttemptState } from './attempt-states';
import { REJECTED_BY_ADMIN } from './transfer-report-standing';

/**
 * Where an order's payment stands, from what the server says (its status and newest attempt):
 * `paid` only when the order is approved, never from what a browser or provider page claims.
 */
export type OrderPaymentView =
  | { kind: 'paid' }
  | { kind: 'rejected' }
  /** `isMoneyReturned`: a payment that arrived after the order closed went back to the buyer. */
  | { kind: 'cancelled'; isMoneyReturned: boolean }
  /** The payment was reported (bank transfer) and waits for the shop. */
  | { kind: 'checking' }
  /** Money arrived but the shop must look at it (another amount, paid twice, order closed). */
  | { kind: 'flagged' }
  /**
   * The shop does not know yet whether the provider took money (its call is under way, or its
   * answer was lost): it is asking the provider, and the buyer must not pay again meanwhile.
   */
  | { kind: 'outcomeUnknown'; attemptId: number }
  /** The provider has the attempt and has not given its final word (a hosted page, a QR, 3-D Secure). */
  | { kind: 'processing'; attemptId: number }
  /** The shop did not accept the transfer the buyer reported: they report it again. */
  | { kind: 'transferNotAccepted'; reason: string | null }
  /** The newest attempt failed or ran out; `code` is the provider's failure code. */
  | { kind: 'failed'; code: string | null }
  /** The newest payment's money went back to the buyer; the order still waits for a payment. */
  | { kind: 'refunded' }
  /** Unpaid, with no attempt yet. */
  | { kind: 'unpaid' };

/** The wire fields of an attempt this reading needs (the contract's attempt summary has them). */
export type AttemptFacts = {
  readonly id: number;
  readonly state: AttemptState;
  readonly failure_code: string | null;
  readonly failure_message: string | null;
};

/** The wire fields of an order this reading needs. */
export type OrderPaymentFacts = {
  readonly payment_status: OrderState;
  readonly latest_payment: AttemptFacts | null;
};

const unpaidView = (latest: AttemptFacts | null): OrderPaymentView => {
  if (latest === null) return { kind: 'unpaid' };
  switch (latest.state) {
    case 'created':
    case 'unknown':
      return { kind: 'outcomeUnknown', attemptId: latest.id };
    // A succeeded attempt whose order is not approved yet is about to settle: still processing.
    case 'pending':
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
    case 'refunded':
      return { kind: 'refunded' };
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
      return { kind: 'cancelled', isMoneyReturned: order.latest_payment?.state === 'refunded' };
    case 'pendingApproved':
      return order.latest_payment?.state === 'flagged' ? { kind: 'flagged' } : { kind: 'checking' };
    case 'notYetReceived':
      return unpaidView(order.latest_payment);
  }
};

/** Whether the order's newest attempt may still pay it, so a page showing it keeps asking. */
export const isPaymentAwaited = (view: OrderPaymentView): boolean =>
  view.kind === 'outcomeUnknown' || view.kind === 'processing';
