import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { orderDetailSchema } from './order';

/**
 * `POST /private/orders/purchase-reports`: the signed-in buyer's approved orders not yet handed
 * to their browser for the analytics `purchase` event, each handed over once (to one call only),
 * whichever way it was approved. The browser pushes one event per order in the answer.
 */
export const claimPurchaseReportsRoute = defineRoute({
  method: 'POST',
  path: '/private/orders/purchase-reports',
  access: 'signed-in',
  summary: "The buyer's approved orders to report as analytics purchases, each handed over once",
  tags: ['orders'],
  response: z.object({ success: z.literal(true), data: z.array(orderDetailSchema) }),
});
