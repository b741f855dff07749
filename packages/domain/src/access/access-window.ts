import type { PricingPlan } from '../catalog/pricing-plan';
import { calendarTermMs, learningTermMs } from './countdown';

/** What an enrolment stores about its access; null means unlimited. */
export type AccessWindow = {
  startsAt: Date;
  /** The moment access ends (Period, or Actual with a date limit). */
  expiresAt: Date | null;
  /** Learning time an Actual plan grants, in ms; the player's progress reports spend it. */
  learningBudgetMs: number | null;
};

/** The plan fields that decide access. */
export type AccessPlan = Pick<PricingPlan, 'planType' | 'term' | 'termUnit' | 'term2' | 'termUnit2'>;

const after = (start: Date, lengthMs: number | null): Date | null =>
  lengthMs === null ? null : new Date(start.getTime() + lengthMs);

/** The access window of an enrolment from `startAt` (the approval); docs/design.md, "Orders, enrolments". */
export const accessWindow = (plan: AccessPlan, startAt: Date): AccessWindow => {
  const startsAt = new Date(startAt.getTime());
  switch (plan.planType) {
    case 'Period':
      return {
        startsAt,
        expiresAt: after(startsAt, calendarTermMs(plan.term, plan.termUnit)),
        learningBudgetMs: null,
      };
    case 'Actual':
      return {
        startsAt,
        expiresAt: after(startsAt, calendarTermMs(plan.term2, plan.termUnit2)),
        learningBudgetMs: learningTermMs(plan.term, plan.termUnit),
      };
    case 'One-Time Payment':
    case 'Free':
      return { startsAt, expiresAt: null, learningBudgetMs: null };
  }
};
