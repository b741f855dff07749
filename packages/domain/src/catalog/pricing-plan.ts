/** Plan types of spec 1 section 3. */
export const PLAN_TYPES = ['Period', 'Actual', 'One-Time Payment', 'Free'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const TERM_UNITS = ['Year(s)', 'Month(s)', 'Day(s)', 'Hour(s)'] as const;
export type TermUnit = (typeof TERM_UNITS)[number];

/** `default` plans are sold on the course page; `renew` extends access already owned. */
export const PRICING_TYPES = ['default', 'renew', 'others'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

/** A pricing plan as the rules see it. Money in minor units; null price means "not sold in that currency". */
export type PricingPlan = {
  id: number;
  courseId: number;
  /** `COURSE` with `referenceId` = course id also ties a plan to a course (spec 2 picker). */
  referenceCode: string;
  referenceId: number | null;
  name: string;
  planType: PlanType;
  term: number | null;
  termUnit: TermUnit | null;
  term2: number | null;
  termUnit2: TermUnit | null;
  price: number | null;
  priceUsd: number | null;
  /** 1 = shown. */
  statusShow: number;
  isDefault: boolean;
  pricingType: PricingType;
  /** `Student`: only for logged-in students who own every course in `freeCourseIds`. */
  freeFor: 'Student' | null;
  freeCourseIds: readonly number[];
  buyCourseFree: boolean;
  needApproval: boolean;
  isForMember: boolean;
};
