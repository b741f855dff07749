import type { DiscountScope, DiscountType } from './discount-types';

/** A promotion or coupon as the back office submits it. Money in minor units. */
export type DiscountDraft = {
  kind: 'promotion' | 'coupon';
  scope: DiscountScope;
  discountType: DiscountType;
  /** Percent discounts: 0 < percent <= 100. */
  discountPercent: number | null;
  /** Amount discounts: satang. */
  discountAmount: number | null;
  /** Amount discounts in USD orders: cents; null = not offered in USD. */
  discountAmountUsd: number | null;
  numberOfCourse: number | null;
  courseIds: readonly number[];
  startsAt: Date | null;
  endsAt: Date | null;
  /** Coupons: uses in all; null = unlimited. */
  usageLimit: number | null;
  /** Coupons: uses per buyer; null = unlimited. */
  usageLimitPerUser: number | null;
};

/** One broken rule: the wire name of the field and why. */
export type DiscountIssue = { field: string; message: string };

const valueIssues = (draft: DiscountDraft): DiscountIssue[] => {
  if (draft.discountType === 'percent') {
    const issues: DiscountIssue[] = [];
    if (draft.discountPercent === null || draft.discountPercent <= 0 || draft.discountPercent > 100)
      issues.push({ field: 'discount_percent', message: 'must be above 0 and at most 100' });
    // A percentage is the same share in every currency, so a USD amount would be ignored.
    if (draft.discountAmount !== null || draft.discountAmountUsd !== null)
      issues.push({ field: 'discount_amount', message: 'is not used by a percent discount' });
    return issues;
  }
  const issues: DiscountIssue[] = [];
  if (draft.discountAmount === null || draft.discountAmount < 1)
    issues.push({ field: 'discount_amount', message: 'must be above 0' });
  if (draft.discountAmountUsd !== null && draft.discountAmountUsd < 1)
    issues.push({
      field: 'discount_amount_usd',
      message: 'must be above 0, or empty when not offered in USD',
    });
  if (draft.discountPercent !== null)
    issues.push({ field: 'discount_percent', message: 'is not used by an amount discount' });
  return issues;
};

const scopeIssues = (draft: DiscountDraft): DiscountIssue[] => {
  const issues: DiscountIssue[] = [];
  // A promotion without courses would apply to every cart (P1: "all of none"); a coupon's empty list means every course.
  if (draft.kind === 'promotion' && draft.courseIds.length === 0)
    issues.push({ field: 'course_ids', message: 'must name at least one course' });
  if (new Set(draft.courseIds).size !== draft.courseIds.length)
    issues.push({ field: 'course_ids', message: 'must not name a course twice' });
  if (draft.scope === 'P1') {
    if (draft.numberOfCourse !== null)
      issues.push({ field: 'number_of_course', message: 'is used by P2 only' });
  } else if (draft.numberOfCourse === null || draft.numberOfCourse < 1) {
    issues.push({ field: 'number_of_course', message: 'must be 1 or more for P2' });
  } else if (draft.courseIds.length > 0 && draft.numberOfCourse > draft.courseIds.length) {
    issues.push({ field: 'number_of_course', message: 'must not be more than the courses listed' });
  }
  return issues;
};

const limitIssues = (draft: DiscountDraft): DiscountIssue[] => {
  const issues: DiscountIssue[] = [];
  if (draft.startsAt !== null && draft.endsAt !== null && draft.endsAt <= draft.startsAt)
    issues.push({ field: 'ends_at', message: 'must be after starts_at' });
  if (draft.kind === 'promotion') {
    if (draft.usageLimit !== null || draft.usageLimitPerUser !== null)
      issues.push({ field: 'usage_limit', message: 'is used by coupons only' });
    return issues;
  }
  if (draft.usageLimit !== null && draft.usageLimit < 1)
    issues.push({ field: 'usage_limit', message: 'must be 1 or more, or empty for unlimited' });
  if (draft.usageLimitPerUser !== null && draft.usageLimitPerUser < 1)
    issues.push({ field: 'usage_limit_per_user', message: 'must be 1 or more, or empty for unlimited' });
  else if (
    draft.usageLimitPerUser !== null &&
    draft.usageLimit !== null &&
    draft.usageLimitPerUser > draft.usageLimit
  )
    issues.push({ field: 'usage_limit_per_user', message: 'must not be more than usage_limit' });
  return issues;
};

/**
 * Every rule a promotion or coupon breaks (spec 1 sections 3 and 5, docs/design.md "Money"), empty when
 * checkout can apply it: a percentage in (0, 100] or a positive amount, P2 with its number of
 * courses, a promotion with courses, dates in order, and limits a buyer can reach.
 */
export const validateDiscount = (draft: DiscountDraft): DiscountIssue[] => [
  ...valueIssues(draft),
  ...scopeIssues(draft),
  ...limitIssues(draft),
];
