import dayjs, { type Dayjs } from 'dayjs';
import type { DiscountScope, DiscountType } from '@shop/domain/discounts/discount-types';
import { toMajor, toMinor } from './form-money';

/** The form's shared discount fields: money in baht and dollars, courses picked by name, dates as a range. */
export type DiscountFormValues = {
  scope: DiscountScope;
  discount_type: DiscountType;
  discount_percent: number | null;
  discount_amount: number | null;
  discount_amount_usd: number | null;
  number_of_course: number | null;
  course_ids: number[];
  dates: [Dayjs | null, Dayjs | null] | null;
  is_active: boolean;
};

type DiscountWire = {
  discount_type: DiscountType;
  discount_percent: number | null;
  discount_amount: number | null;
  discount_amount_usd: number | null;
  number_of_course: number | null;
  course_ids: number[];
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
};

export const discountFormValuesOf = (
  row: (DiscountWire & { scope: DiscountScope }) | null,
): DiscountFormValues => ({
  scope: row?.scope ?? 'P1',
  discount_type: row?.discount_type ?? 'percent',
  discount_percent: row?.discount_percent ?? null,
  discount_amount: toMajor(row?.discount_amount ?? null, 'THB'),
  discount_amount_usd: toMajor(row?.discount_amount_usd ?? null, 'USD'),
  number_of_course: row?.number_of_course ?? null,
  course_ids: row?.course_ids ?? [],
  dates: row ? [row.starts_at ? dayjs(row.starts_at) : null, row.ends_at ? dayjs(row.ends_at) : null] : null,
  is_active: row?.is_active ?? true,
});

/** The wire's shared fields; the fields another discount type or scope uses are sent empty. */
export const discountWireOf = (values: DiscountFormValues): DiscountWire => {
  const isPercent = values.discount_type === 'percent';
  return {
    discount_type: values.discount_type,
    discount_percent: isPercent ? values.discount_percent : null,
    discount_amount: isPercent ? null : toMinor(values.discount_amount, 'THB'),
    discount_amount_usd: isPercent ? null : toMinor(values.discount_amount_usd, 'USD'),
    number_of_course: values.scope === 'P2' ? values.number_of_course : null,
    course_ids: values.course_ids,
    starts_at: values.dates?.[0]?.toISOString() ?? null,
    ends_at: values.dates?.[1]?.toISOString() ?? null,
    is_active: values.is_active,
  };
};
