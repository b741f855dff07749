import type { OrderState } from './order-states';

/**
 * What a buyer does next with an order, by its state: a paid order opens its courses, one being
 * checked waits for the shop, an unpaid one is paid, a rejected or cancelled one is looked at in
 * the order list (its reason is there). The thank-you page says this instead of thanking the
 * buyer for a payment that has not happened.
 */
export type OrderNextStep = 'learn' | 'wait-for-review' | 'pay' | 'see-why';

export const nextStepOf = (state: OrderState): OrderNextStep => {
  switch (state) {
    case 'approved':
      return 'learn';
    case 'pendingApproved':
      return 'wait-for-review';
    case 'notYetReceived':
      return 'pay';
    case 'rejected':
    case 'cancelled':
      return 'see-why';
  }
};
