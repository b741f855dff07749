import type { AttemptState } from '@shop/domain/payments/attempt-states';
import { newAttemptVerdict, type NewAttemptVerdict } from '@shop/domain/payments/payment-look-up';
import { askAboutAttempt } from './ask-provider';
import { findOpenAttempts } from './payment-attempts.repository';
import { retireAttempt } from './retire-attempt';
import type { PaymentDeps } from './payment-deps';
import { settleAttempt } from './settle-payment';

/**
 * Before a new attempt on an order: asks the provider about every earlier attempt still open and
 * settles what it says (a charge whose answer was lost pays the order here, before the buyer can
 * be charged again), and retires those that wait for the buyer. An attempt whose call is still
 * under way is not asked: it is in flight. Answers whether the new attempt may begin.
 */
export const settleEarlierAttempts = async (
  deps: PaymentDeps,
  orderId: number,
  now: Date,
): Promise<NewAttemptVerdict> => {
  for (const attempt of await findOpenAttempts(deps.db, orderId)) {
    const isCallUnderWay =
      attempt.state === 'created' && now.getTime() - attempt.createdAt.getTime() < deps.callTimeoutMs;
    if (isCallUnderWay) continue;
    const answer = await askAboutAttempt(deps, attempt, now);
    if (!answer) continue;
    const settled = await settleAttempt(
      deps,
      { attemptId: attempt.id, outcome: answer.outcome, source: 'inquiry', cardDetails: answer.cardDetails },
      now,
    );
    if (settled.attempt.state === 'pending') await retireAttempt(deps, settled.attempt, now);
  }
  const open = await findOpenAttempts(deps.db, orderId);
  return newAttemptVerdict(open.map(({ id, state }) => ({ id, state: state as AttemptState })));
};
