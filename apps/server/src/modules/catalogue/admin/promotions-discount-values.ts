import { and, eq, gt, inArray, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { discountBodyFields } from '@shop/contract/admin/discounts-common';
import type { DiscountState } from '@shop/contract/admin/discounts-common';
import { toDiscountType } from '@shop/domain/discounts/discount-types';
import {
  validateDiscount,
  type DiscountDraft,
  type DiscountIssue,
} from '@shop/domain/discounts/validate-discount';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { courses, paymentMethods, type coupons, type promotions } from '../../../db/tables';
import { AppError } from '../../../lib/app-error';

// Shared by the promotions and coupons of the back office: the same discount columns and rules.

export type DiscountBody = {
  [K in keyof typeof discountBodyFields]: z.output<(typeof discountBodyFields)[K]>;
};

export const discountInputError = (issues: readonly DiscountIssue[]) =>
  new AppError(ErrorCode.INPUT_ERROR, {
    message: issues.map((issue) => `${issue.field} ${issue.message}`).join('; '),
    params: issues.map((issue) => ({ param: issue.field, message: issue.message })),
  });

const dateOf = (text: string | null) => (text === null ? null : new Date(text));

/** The draft the domain judges, from the body's shared fields. */
export const draftOf = (
  body: DiscountBody,
  extra: Pick<DiscountDraft, 'kind' | 'scope' | 'usageLimit' | 'usageLimitPerUser'>,
): DiscountDraft => ({
  ...extra,
  discountType: body.discount_type,
  discountPercent: body.discount_percent,
  discountAmount: body.discount_amount,
  discountAmountUsd: body.discount_amount_usd,
  numberOfCourse: body.number_of_course,
  courseIds: body.course_ids,
  startsAt: dateOf(body.starts_at),
  endsAt: dateOf(body.ends_at),
});

/** The domain's rules, then that the courses (and payment methods) named exist. */
export const checkDiscount = async (
  db: Queryable,
  draft: DiscountDraft,
  paymentMethodIds: readonly number[] = [],
) => {
  const issues = validateDiscount(draft);
  if (issues.length > 0) throw discountInputError(issues);
  if (draft.courseIds.length > 0) {
    const found = await db
      .select({ id: courses.id })
      .from(courses)
      .where(inArray(courses.id, [...draft.courseIds]));
    const known = new Set(found.map((row) => row.id));
    const unknown = draft.courseIds.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw discountInputError([{ field: 'course_ids', message: `name no course: ${unknown.join(', ')}` }]);
  }
  if (paymentMethodIds.length > 0) {
    const found = await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(inArray(paymentMethods.id, [...paymentMethodIds]));
    const known = new Set(found.map((row) => row.id));
    const unknown = paymentMethodIds.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw discountInputError([
        { field: 'payment_method_ids', message: `name no payment method: ${unknown.join(', ')}` },
      ]);
  }
};

/** The shared columns as stored. */
export const discountColumnsOf = (body: DiscountBody) => ({
  discountType: body.discount_type,
  discountPercent: body.discount_type === 'percent' ? body.discount_percent : null,
  discountAmount: body.discount_type === 'amount' ? body.discount_amount : null,
  discountAmountUsd: body.discount_type === 'amount' ? body.discount_amount_usd : null,
  numberOfCourse: body.number_of_course,
  startsAt: dateOf(body.starts_at),
  endsAt: dateOf(body.ends_at),
  isActive: body.is_active,
});

type DiscountRow = typeof promotions.$inferSelect | typeof coupons.$inferSelect;

/** Where a promotion or coupon stands at `now`. */
export const discountStateOf = (row: DiscountRow, now: Date): DiscountState => {
  if (!row.isActive) return 'off';
  if (row.startsAt !== null && row.startsAt > now) return 'scheduled';
  if (row.endsAt !== null && row.endsAt <= now) return 'ended';
  return 'running';
};

/** The same as a filter of a list. */
export const discountStateFilter = (
  table: typeof promotions | typeof coupons,
  state: DiscountState,
  now: Date,
): SQL | undefined => {
  switch (state) {
    case 'off':
      return not(table.isActive);
    case 'scheduled':
      return and(eq(table.isActive, true), gt(table.startsAt, now));
    case 'ended':
      return and(
        eq(table.isActive, true),
        or(isNull(table.startsAt), lte(table.startsAt, now)),
        isNotNull(table.endsAt),
        lte(table.endsAt, now),
      );
    case 'running':
      return and(
        eq(table.isActive, true),
        or(isNull(table.startsAt), lte(table.startsAt, now)),
        or(isNull(table.endsAt), gt(table.endsAt, now)),
      );
  }
};

/** The shared fields as the back office reads them. */
export const discountWireOf = (row: DiscountRow, courseIds: number[]) => ({
  id: row.id,
  // The database's check constraint admits only these two.
  discount_type: toDiscountType(row.discountType) ?? 'amount',
  discount_percent: row.discountPercent,
  discount_amount: row.discountAmount,
  discount_amount_usd: row.discountAmountUsd,
  number_of_course: row.numberOfCourse,
  course_ids: courseIds,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
});

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export const countAll = sql<number>`count(*)::int`;
