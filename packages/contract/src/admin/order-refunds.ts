import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, idSchema, multilineTextSchema } from '../http/input-fields';
import { adminOrderDetailSchema } from './admin-order-detail';

const distinct = (ids: readonly number[]) => new Set(ids).size === ids.length;

/**
 * A refund of some lines of an approved order. `returned_line_ids`: of those lines, the physical
 * items the buyer sent back (their stock returns). The money itself is paid back outside the shop
 * (the provider's dashboard or a transfer); the shop records it.
 */
export const refundOrderBodySchema = z.object({
  order_line_ids: z.array(idSchema).min(1).max(100).refine(distinct, 'must not name a line twice'),
  reason: multilineTextSchema.trim().min(1).max(500),
  returned_line_ids: z.array(idSchema).max(100).refine(distinct, 'must not name a line twice').default([]),
});
export type RefundOrderBody = z.input<typeof refundOrderBodySchema>;

/**
 * `POST /api/admin/orders/{id}/refunds`: refunds lines of an approved order; their courses are
 * revoked. Refusals: ORDER_NOT_REFUNDABLE, LINE_ALREADY_REFUNDED, INPUT_ERROR naming the field.
 */
export const refundOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/orders/:id/refunds',
  access: 'admin',
  summary: 'Refund lines of an approved order and revoke their courses (administrators)',
  tags: ['admin'],
  params: z.object({ id: idParamSchema }),
  body: refundOrderBodySchema,
  response: z.object({ success: z.literal(true), data: adminOrderDetailSchema }),
});
