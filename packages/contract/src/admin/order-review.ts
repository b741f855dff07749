import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, multilineTextSchema } from '../http/input-fields';
import { orderDetailSchema } from '../orders/order';

const params = z.object({ id: idParamSchema });

/**
 * `POST /api/admin/orders/{id}/approve`: an administrator accepts a reported transfer (or a free
 * plan that needs approval); the buyer is enrolled and mailed. Refusals: ORDER_NOT_PENDING.
 */
export const approveOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/orders/:id/approve',
  access: 'admin',
  summary: 'Approve an order waiting for review (administrators)',
  tags: ['admin'],
  params,
  body: z.object({ reason: multilineTextSchema.trim().max(500).optional() }).default({}),
  response: z.object({ success: z.literal(true), data: orderDetailSchema }),
});

/** `POST /api/admin/orders/{id}/reject`: refuses the payment with a reason the buyer is mailed. */
export const rejectOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/orders/:id/reject',
  access: 'admin',
  summary: 'Reject an order waiting for review, with a reason (administrators)',
  tags: ['admin'],
  params,
  body: z.object({ reason: multilineTextSchema.trim().min(1).max(500) }),
  response: z.object({ success: z.literal(true), data: orderDetailSchema }),
});
