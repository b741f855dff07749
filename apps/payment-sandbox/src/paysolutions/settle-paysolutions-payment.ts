import type { PaySolutionsContext } from './paysolutions-context';
import type { PaySolutionsPayment } from './paysolutions-store';

/** What the buyer (or a test) does with a waiting payment. */
export type PaySolutionsDecision =
  { kind: 'pay'; paidTotal?: number } | { kind: 'fail' } | { kind: 'abandon' };

/**
 * Ends a waiting payment. Paying gives it Pay Solutions' order number and starts the postback;
 * a failed or abandoned one sends nothing (the docs describe a postback "after complete"), and
 * the inquiry keeps answering nothing for it.
 */
export const settlePaySolutionsPayment = (
  context: PaySolutionsContext,
  payment: PaySolutionsPayment,
  decision: PaySolutionsDecision,
): PaySolutionsPayment => {
  switch (decision.kind) {
    case 'pay':
      payment.status = 'paid';
      payment.orderNo = context.store.nextOrderNo();
      payment.paidTotal = decision.paidTotal ?? payment.total;
      payment.paidAt = context.now();
      payment.cardType = 'VISA';
      context.postbacks.schedule(payment);
      break;
    case 'fail':
      payment.status = 'failed';
      break;
    case 'abandon':
      payment.status = 'abandoned';
      break;
  }
  return payment;
};
