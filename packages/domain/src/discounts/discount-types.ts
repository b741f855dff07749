/** P1 needs every listed course in the cart; P2 needs at least `numberOfCourse` of them. */
export const DISCOUNT_SCOPES = ['P1', 'P2'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

export const DISCOUNT_TYPES = ['amount', 'percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Reads a stored text as a scope, so the server never trusts a cast. */
export const toDiscountScope = (text: string): DiscountScope | null =>
  DISCOUNT_SCOPES.find((scope) => scope === text) ?? null;

export const toDiscountType = (text: string): DiscountType | null =>
  DISCOUNT_TYPES.find((type) => type === text) ?? null;

/**
 * How much a promotion or coupon takes. For `percent`, `discountAmount` is the percentage
 * (e.g. 12.5) in every currency. For `amount`, `discountAmount` is satang and
 * `discountAmountUsd` cents (null: the discount does not exist in USD).
 */
export type DiscountValue = {
  discountType: DiscountType;
  discountAmount: number;
  discountAmountUsd: number | null;
};

export type Promotion = DiscountValue & {
  id: number;
  title: string;
  promotionType: DiscountScope;
  courseIds: readonly number[];
  numberOfCourse: number | null;
};

export type Coupon = DiscountValue & {
  id: number;
  code: string;
  couponType: DiscountScope;
  /** Courses the coupon discounts; empty means every course. */
  courseIds: readonly number[];
  numberOfCourse: number | null;
  /** Payment method ids the coupon may be used with; empty means every method. */
  paymentMethodIds: readonly number[];
};
