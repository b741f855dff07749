import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { accessWindow } from '@shop/domain/access/access-window';
import type { Transaction } from '../../db/database';
import { enrolments } from '../../db/tables';

type PlanSnapshot = {
  id: number;
  planType: 'Period' | 'Actual' | 'One-Time Payment' | 'Free';
  term: number | null;
  termUnit: 'Year(s)' | 'Month(s)' | 'Day(s)' | 'Hour(s)' | null;
  term2: number | null;
  termUnit2: 'Year(s)' | 'Month(s)' | 'Day(s)' | 'Hour(s)' | null;
};

/** A repeat purchase of a course still open extends from the current end instead of overlapping it. */
const startOfNewAccess = async (tx: Transaction, userId: number, courseId: number, now: Date) => {
  const [current] = await tx
    .select({ expiresAt: enrolments.expiresAt })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.courseId, courseId),
        eq(enrolments.status, 'active'),
        or(isNull(enrolments.expiresAt), gt(enrolments.expiresAt, now)),
      ),
    )
    .orderBy(desc(enrolments.expiresAt))
    .limit(1);
  return current?.expiresAt && current.expiresAt > now ? current.expiresAt : now;
};

/** A paid order's line as enrolment needs it. */
export type EnrollingLine = {
  id: number;
  courseId: number;
  courseType: string;
  pricingPlanId: number | null;
  planSnapshot: unknown;
};

/**
 * One enrolment per course line of an approved order, with the access window of the plan bought
 * (products get none), written in the approval's transaction.
 */
export const enrolOrderLines = async (
  tx: Transaction,
  order: { orderId: number; userId: number; lines: readonly EnrollingLine[] },
  now: Date,
) => {
  const { orderId, userId } = order;
  for (const line of order.lines) {
    if (line.courseType === 'product') continue;
    const plan = line.planSnapshot as PlanSnapshot;
    const window = accessWindow(plan, await startOfNewAccess(tx, userId, line.courseId, now));
    await tx.insert(enrolments).values({
      userId,
      courseId: line.courseId,
      orderId,
      orderLineId: line.id,
      pricingPlanId: line.pricingPlanId,
      planType: plan.planType,
      term: plan.term,
      termUnit: plan.termUnit,
      term2: plan.term2,
      termUnit2: plan.termUnit2,
      startsAt: window.startsAt,
      expiresAt: window.expiresAt,
      learningBudgetMs: window.learningBudgetMs,
    });
  }
};

/** Ends the enrolments these order lines granted (a refund); answers the ids revoked. */
export const revokeLineEnrolments = async (tx: Transaction, lineIds: readonly number[]) =>
  (
    await tx
      .update(enrolments)
      .set({ status: 'revoked' })
      .where(and(inArray(enrolments.orderLineId, [...lineIds]), eq(enrolments.status, 'active')))
      .returning({ id: enrolments.id })
  ).map((row) => row.id);
