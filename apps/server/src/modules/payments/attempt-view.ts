import { paymentNextActionSchema, type PaymentAttemptSummary } from '@shop/contract/payments/payment-attempt';
import { isAttemptOpen, type AttemptState, type FlagReason } from '@shop/domain/payments/attempt-states';
import type { AttemptRow } from './payment-attempts.repository';

/** An attempt as its buyer may see it: state, amounts, the next step while it is open. */
export const toAttemptSummary = (row: AttemptRow): PaymentAttemptSummary => {
  const isOpen = isAttemptOpen(row.state as AttemptState);
  const nextAction = paymentNextActionSchema.safeParse(row.nextAction);
  return {
    id: row.id,
    payment_method_id: row.paymentMethodId,
    state: row.state as AttemptState,
    amount: row.amount,
    currency: row.currency === 'USD' ? 'USD' : 'THB',
    failure_code: row.failureCode,
    failure_message: row.failureMessage,
    flag_reason: row.flagReason as FlagReason | null,
    next_action: isOpen && nextAction.success ? nextAction.data : null,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
};
