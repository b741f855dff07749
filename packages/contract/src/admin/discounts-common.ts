import { z } from 'zod';
import { DISCOUNT_SCOPES, DISCOUNT_TYPES } from '@shop/domain/discounts/discount-types';
import { idSchema, MAX_INT } from '../http/input-fields';

const minorUnits = z.number().int().min(0).max(MAX_INT);

/**
 * What a promotion and a coupon share: how much they take and when. Percent discounts use
 * `discount_percent` (up to 4 decimals); amount discounts `discount_amount` (satang) and
 * `discount_amount_usd` (cents; null = not offered in USD). The rules between fields are
 * `validateDiscount`'s, answered as INPUT_ERROR naming each field.
 */
export const discountBodyFields = {
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_percent: z.number().min(0).max(100).multipleOf(0.0001).nullable().default(null),
  discount_amount: minorUnits.nullable().default(null),
  discount_amount_usd: minorUnits.nullable().default(null),
  number_of_course: z.number().int().min(0).max(1000).nullable().default(null),
  course_ids: z.array(idSchema).max(500).default([]),
  starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
  ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
  is_active: z.boolean().default(true),
};

/** The same fields as the back office reads them. */
export const discountRowFields = {
  id: z.number().int(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_percent: z.number().nullable(),
  discount_amount: z.number().int().nullable(),
  discount_amount_usd: z.number().int().nullable(),
  number_of_course: z.number().int().nullable(),
  course_ids: z.array(z.number().int()),
  starts_at: z.iso.datetime().nullable(),
  ends_at: z.iso.datetime().nullable(),
  is_active: z.boolean(),
  created_at: z.iso.datetime(),
};

/** P1 (all / one of the courses) or P2 (at least `number_of_course` of them). */
export const discountScopeSchema = z.enum(DISCOUNT_SCOPES);

/** `running`: active and within its dates now; `scheduled`: starts later; `ended`: past its end; `off`: switched off. */
export const DISCOUNT_STATES = ['running', 'scheduled', 'ended', 'off'] as const;
export const discountStateSchema = z.enum(DISCOUNT_STATES);
export type DiscountState = z.infer<typeof discountStateSchema>;
