import { z } from 'zod';
import { PLAN_TYPES, PRICING_TYPES, TERM_UNITS } from '@shop/domain/catalog/pricing-plan';

/** A pricing plan on the wire (spec 1 "Pricing plan", spec 2 "Pricing plan (picker)"). Money in minor units. */
export const pricingPlanWireSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  reference_code: z.string(),
  reference_id: z.number().int().nullable(),
  name: z.string(),
  plan_type: z.enum(PLAN_TYPES),
  term: z.number().int().nullable(),
  term_unit: z.enum(TERM_UNITS).nullable(),
  term_2: z.number().int().nullable(),
  term_unit_2: z.enum(TERM_UNITS).nullable(),
  price: z.number().int().nullable(),
  price_usd: z.number().int().nullable(),
  /** The price again, under the name the specification's price detail items use. */
  value: z.number().int().nullable(),
  status_show: z.number().int(),
  is_default: z.boolean(),
  pricing_type: z.enum(PRICING_TYPES),
  free_for: z.literal('Student').nullable(),
  /** Comma list of course ids, as the specification sends it. */
  free_course_ids: z.string(),
  buy_course_free: z.boolean(),
  need_approval: z.boolean(),
  is_for_member: z.boolean(),
});
export type PricingPlanWire = z.infer<typeof pricingPlanWireSchema>;
