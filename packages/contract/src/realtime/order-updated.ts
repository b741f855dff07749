import { z } from 'zod';
import { orderStatusSchema } from '../orders/order-status';
import { paymentAttemptSummarySchema } from '../payments/payment-attempt';

/** The socket event pushed to a buyer's own sockets whenever one of their orders or its payment changes. */
export const ORDER_UPDATED_EVENT = 'order:updated';

export const orderUpdatedEventSchema = z.object({
  orderId: z.number().int(),
  order_token: z.string(),
  payment_status: orderStatusSchema,
  latest_payment: paymentAttemptSummarySchema.nullable(),
});
export type OrderUpdatedEvent = z.infer<typeof orderUpdatedEventSchema>;
