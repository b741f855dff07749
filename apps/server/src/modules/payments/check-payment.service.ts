import { ErrorCode } from '@shop/domain/errors/error-codes';
import { isAttemptOpen, type AttemptState } from '@shop/domain/payments/attempt-states';
import type { OrderState } from '@shop/domain/orders/order-states';
import { AppError } from '../../lib/app-error';
import type { SessionUserRow } from '../../plugins/session';
import { findOrderOfUser } from '../orders/index';
import { askAboutAttempt } from './ask-provider';
import { toAttemptSummary } from './attempt-view';
import { findAttempt, findLatestAttempts, findOpenAttempts } from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import { retireAttempt } from './retire-attempt';
import { settleAttempt } from './settle-payment';

/**
 * "Check now" (spec 2's approval call): asks the provider about the order's open attempt (by the
 * provider's reference, or by the shop's own when its answer was lost), settles what it answers,
 * and reports the order as it now is. The browser only triggers the question; the provider's
 * answer decides. A provider that does not answer leaves everything as it was. A buyer who left
 * the provider's page without paying ends an attempt still waiting for them (`abandon`).
 */
export const checkOrderPayment = async (
  deps: PaymentDeps,
  user: SessionUserRow,
  orderId: number,
  attemptId: number | null,
  options: { abandon: boolean } = { abandon: false },
  now: Date = new Date(),
) => {
  const order = await findOrderOfUser(deps.db, orderId, user.id);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  const named = attemptId ? await findAttempt(deps.db, attemptId) : null;
  const attempt =
    named?.orderId === order.id ? named : ((await findOpenAttempts(deps.db, order.id))[0] ?? null);
  if (attempt && isAttemptOpen(attempt.state as AttemptState)) {
    const answer = await askAboutAttempt(deps, attempt, now);
    const settled = answer
      ? await settleAttempt(
          deps,
          {
            attemptId: attempt.id,
            outcome: answer.outcome,
            source: 'check',
            cardDetails: answer.cardDetails,
          },
          now,
        )
      : null;
    if (options.abandon && settled?.attempt.state === 'pending')
      await retireAttempt(deps, settled.attempt, now);
  }
  const fresh = await findOrderOfUser(deps.db, orderId, user.id);
  const latest = (await findLatestAttempts(deps.db, [order.id])).get(order.id);
  return {
    order_token: order.orderToken,
    payment_status: (fresh?.status ?? order.status) as OrderState,
    latest_payment: latest ? toAttemptSummary(latest) : null,
  };
};
