import type { Currency } from '../money/currency';
import type { OrderState } from '../orders/order-states';
import {
  isAttemptClosedForGood,
  isAttemptOpen,
  isOutcomeUnknown,
  type AttemptState,
  type FlagReason,
} from './attempt-states';
import type { PaymentOutcome } from './payment-outcome';

/** What settlement knows when a provider's word about an attempt arrives. */
export type SettlementInput = {
  readonly attempt: { readonly state: AttemptState };
  /** The order as locked for this decision, with the amount it asks for. */
  readonly order: { readonly status: OrderState; readonly amountDue: number; readonly currency: Currency };
  readonly outcome: PaymentOutcome;
};

/**
 * What to do: nothing; move the attempt to another state; settle (the attempt succeeded and the
 * order is approved, which enrols the buyer); or flag the attempt for an administrator.
 */
export type SettlementDecision =
  | { readonly kind: 'none'; readonly reason: 'ignored' | 'unchanged' | 'closed' }
  | { readonly kind: 'attempt'; readonly to: 'pending' | 'unknown' | 'failed' | 'expired' }
  | { readonly kind: 'settle' }
  | { readonly kind: 'flag'; readonly reason: FlagReason };

const PAYABLE: ReadonlySet<OrderState> = new Set(['notYetReceived', 'pendingApproved']);

const onSuccess = (
  order: SettlementInput['order'],
  paid: { amount: number; currency: string },
): SettlementDecision => {
  if (paid.amount !== order.amountDue || paid.currency !== order.currency)
    return { kind: 'flag', reason: 'amount_mismatch' };
  if (PAYABLE.has(order.status)) return { kind: 'settle' };
  return { kind: 'flag', reason: order.status === 'approved' ? 'paid_twice' : 'order_closed' };
};

/**
 * Decides what a provider's outcome does to an attempt and its order. A settled or flagged
 * attempt never changes again, so a late or repeated message (an old failure after a success, the
 * same event twice) changes nothing. Money that arrives is settled only when its amount and
 * currency are the order's and the order can still take it; otherwise the attempt is flagged and
 * nothing is fulfilled. The provider's word that money was taken wins over a failure or expiry
 * this shop recorded earlier (a timed-out call whose charge went through after all). An answer the
 * shop did not hear leaves an attempt whose call was under way `unknown`, never failed.
 */
export const decideSettlement = ({ attempt, order, outcome }: SettlementInput): SettlementDecision => {
  if (outcome.kind === 'ignored') return { kind: 'none', reason: 'ignored' };
  if (isAttemptClosedForGood(attempt.state)) return { kind: 'none', reason: 'closed' };
  switch (outcome.kind) {
    case 'succeeded':
      return onSuccess(order, outcome);
    case 'pending':
      return isOutcomeUnknown(attempt.state)
        ? { kind: 'attempt', to: 'pending' }
        : { kind: 'none', reason: 'unchanged' };
    case 'unknown':
      return attempt.state === 'created'
        ? { kind: 'attempt', to: 'unknown' }
        : { kind: 'none', reason: 'unchanged' };
    case 'failed':
    case 'expired':
      return isAttemptOpen(attempt.state)
        ? { kind: 'attempt', to: outcome.kind }
        : { kind: 'none', reason: 'unchanged' };
  }
};
