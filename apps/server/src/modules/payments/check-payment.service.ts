import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { OrderState } from '@shop/domain/orders/order-states';
import { AppError } from '../../lib/app-error';
import type { SessionUserRow } from '../../plugins/session';
import { findOrderOfUser } from '../orders/orders.repository';
import { attemptLogger } from './attempt-logger';
import { toAttemptSummary } from './attempt-view';
import { findAttempt, findLatestAttempts, findOpenAttempts } from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import { settleAttempt } from './settle-payment';

/**
 * "Check now" (spec 2's approval call): asks the provider about the order's open attempt, settles
 * what it answers, and reports the order as it now is. The browser only triggers the question;
 * the provider's answer decides. A provider that does not answer leaves everything as it was.
 */
export const checkOrderPayment = async (
  deps: PaymentDeps,
  user: SessionUserRow,
  orderId: number,
  attemptId: number | null,
) => {
  const order = await findOrderOfUser(deps.db, orderId, user.id);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  const named = attemptId ? await findAttempt(deps.db, attemptId) : null;
  const attempt =
    named?.orderId === order.id ? named : ((await findOpenAttempts(deps.db, order.id))[0] ?? null);
  const provider = attempt ? deps.registry.byName(attempt.provider as 'omise') : null;
  if (
    attempt &&
    provider &&
    attempt.providerRef &&
    (attempt.state === 'created' || attempt.state === 'pending')
  ) {
    try {
      const { outcome, cardDetails } = await provider.inquire(
        attempt.providerRef,
        attemptLogger(deps.db, attempt),
      );
      await settleAttempt(deps, { attemptId: attempt.id, outcome, source: 'check', cardDetails });
    } catch (error) {
      deps.log.warn({ err: error, attemptId: attempt.id }, 'payment check could not reach the provider');
    }
  }
  const fresh = await findOrderOfUser(deps.db, orderId, user.id);
  const latest = (await findLatestAttempts(deps.db, [order.id])).get(order.id);
  return {
    order_token: order.orderToken,
    payment_status: (fresh?.status ?? order.status) as OrderState,
    latest_payment: latest ? toAttemptSummary(latest) : null,
  };
};
