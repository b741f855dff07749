import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idOrDigitsSchema } from '../http/input-fields';
import { pricingPlanWireSchema } from './pricing-plan';

/** `POST /public/cart/getallpriecingplan` (the specification's spelling): shown plans of these courses. */
export const listPlansRoute = defineRoute({
  method: 'POST',
  path: '/public/cart/getallpriecingplan',
  access: 'public',
  summary: 'Shown pricing plans of the given courses',
  tags: ['catalog'],
  body: z.object({ courseID: z.array(idOrDigitsSchema).min(1).max(50) }),
  response: z.object({ success: z.literal(true), data: z.array(pricingPlanWireSchema) }),
});
