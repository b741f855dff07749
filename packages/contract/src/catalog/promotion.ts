import { z } from 'zod';
import { defineRoute } from '../http/define-route';

/** A promotion on the wire (spec 1 "Promotion"); `discount_amont` keeps the specification's spelling. */
export const promotionWireSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description_list: z.array(z.string()),
  /** Comma list of course ids. */
  courses: z.string(),
  coursesInPromotion: z.array(z.object({ id: z.number().int(), title: z.string(), link_path: z.string() })),
  promotion_type: z.enum(['P1', 'P2']),
  number_of_course: z.number().int().nullable(),
  discount_type: z.enum(['amount', 'percent']),
  /** Percent promotions: the percentage; amount promotions: satang. */
  discount_amont: z.number(),
  discount_amount_usd: z.number().int().nullable(),
});
export type PromotionWire = z.infer<typeof promotionWireSchema>;

export const listPromotionsRoute = defineRoute({
  method: 'GET',
  path: '/public/cart/promotion/all',
  access: 'public',
  summary: 'Promotions running now',
  tags: ['discounts'],
  response: z.object({ success: z.literal(true), data: z.array(promotionWireSchema) }),
});
