import type { PlanType } from '../catalog/pricing-plan';
import { ErrorCode } from '../errors/error-codes';
import { fail, ok, type Result } from '../result';

/** What an administrator's extension reads of an enrolment. */
export type ExtendableEnrolment = {
  planType: PlanType;
  status: 'active' | 'revoked';
  /** The end of access (a period, or an Actual plan's date limit); null = no end date. */
  expiresAt: Date | null;
  /** An Actual plan's learning time in ms; null = not limited by learning time. */
  learningBudgetMs: number | null;
};

/** A new end, more learning time, or both. */
export type AccessExtension = { newEnd?: Date | undefined; extraLearningMs?: number | undefined };

export type ExtendedAccess = { expiresAt: Date | null; learningBudgetMs: number | null };

export type ExtensionRefusal = typeof ErrorCode.ENROLMENT_REVOKED | typeof ErrorCode.ENROLMENT_NOT_EXTENDABLE;

/**
 * An administrator lengthens a student's access: a later end (past the current one and past
 * now), or more learning time for an Actual plan that has a budget. A change that would not
 * lengthen access is refused rather than quietly shortening it: an enrolment without an end
 * date is not given one, and a plan without a learning budget is not given one.
 */
export const extendAccess = (
  enrolment: ExtendableEnrolment,
  extension: AccessExtension,
  now: Date,
): Result<ExtendedAccess, ExtensionRefusal> => {
  if (enrolment.status === 'revoked') return fail(ErrorCode.ENROLMENT_REVOKED);
  const { newEnd, extraLearningMs } = extension;
  if (newEnd === undefined && extraLearningMs === undefined)
    return fail(ErrorCode.ENROLMENT_NOT_EXTENDABLE, { reason: 'nothing_to_change' });
  let { expiresAt, learningBudgetMs } = enrolment;
  if (newEnd !== undefined) {
    if (expiresAt === null) return fail(ErrorCode.ENROLMENT_NOT_EXTENDABLE, { reason: 'no_end_date' });
    if (newEnd.getTime() <= Math.max(expiresAt.getTime(), now.getTime()))
      return fail(ErrorCode.ENROLMENT_NOT_EXTENDABLE, { reason: 'end_not_later' });
    expiresAt = newEnd;
  }
  if (extraLearningMs !== undefined) {
    if (enrolment.planType !== 'Actual' || learningBudgetMs === null || extraLearningMs <= 0)
      return fail(ErrorCode.ENROLMENT_NOT_EXTENDABLE, { reason: 'no_learning_time' });
    learningBudgetMs += extraLearningMs;
  }
  return ok({ expiresAt, learningBudgetMs });
};
