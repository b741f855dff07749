import type { OrderPage } from '@shop/contract/orders/order-page';
import { PLAN_TYPES, TERM_UNITS } from '@shop/domain/catalog/pricing-plan';
import { orderHistoryOf, type OrderStateChange } from '@shop/domain/orders/order-history';
import { ORDER_STATES, type OrderState } from '@shop/domain/orders/order-states';
import type { AttemptState } from '@shop/domain/payments/attempt-states';
import type { findHistoryRecords } from './order-page.repository';
import type { OrderLineRow } from './orders.repository';

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.find((item) => item === value) ?? null;

const numberOr = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A line with its plan as the order froze it. */
export const toPageLine = (line: OrderLineRow): OrderPage['lines'][number] => {
  const plan = line.planSnapshot;
  return {
    id: line.id,
    course_id: line.courseId,
    course_name: line.courseTitle,
    course_type: line.courseType,
    plan: {
      name: typeof plan.name === 'string' ? plan.name : '',
      plan_type: oneOf(PLAN_TYPES, plan.planType),
      term: numberOr(plan.term),
      term_unit: oneOf(TERM_UNITS, plan.termUnit),
    },
    qty: line.quantity,
    unit_price: line.unitPrice,
    amount: line.amount,
    discount: line.discount,
    net: line.net,
  };
};

type HistoryRecords = Awaited<ReturnType<typeof findHistoryRecords>>;

const actorOf = (actor: string): OrderStateChange['actor'] =>
  actor === 'user' || actor === 'admin' || actor === 'provider' ? actor : 'system';

/** The domain's history of the order from what the database recorded. */
export const toPageHistory = (records: HistoryRecords): OrderPage['history'] =>
  orderHistoryOf({
    changes: records.changes.flatMap(({ fromStatus, toStatus, actor, reason, createdAt }) => {
      const toState = oneOf<OrderState>(ORDER_STATES, toStatus);
      const fromState = oneOf<OrderState>(ORDER_STATES, fromStatus);
      return toState ? [{ fromState, toState, actor: actorOf(actor), reason, at: createdAt }] : [];
    }),
    attempts: records.attempts.map((attempt) => ({ ...attempt, state: attempt.state as AttemptState })),
    refunds: records.refunds.map(({ amount, reason, createdAt }) => ({ amount, reason, at: createdAt })),
  }).map((step) => ({ ...step, at: step.at.toISOString() }));
