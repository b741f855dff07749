import { z } from 'zod';
import { ORDER_STATES } from '@shop/domain/orders/order-states';
import { REFUND_STATES } from '@shop/domain/refunds/refund-state';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema } from '../http/input-fields';
import { adminDateSchema, adminListQuerySchema, adminListResponseSchema } from './admin-list';
import { ADMIN_ORDERS_EXPORT_PATH, type AdminOrderFilterName } from './admin-order-names';

/** Columns the orders list sorts by. */
export const ADMIN_ORDER_SORTS = ['id', 'created', 'total'] as const;

/** The filters of the orders list and of its CSV export (days are Bangkok's, both ends included). */
export const adminOrderFilters = {
  state: z.enum(ORDER_STATES).optional(),
  payment_method_id: idParamSchema.optional(),
  course_id: idParamSchema.optional(),
  from: adminDateSchema.optional(),
  to: adminDateSchema.optional(),
} satisfies Record<AdminOrderFilterName, z.ZodType>;

/** `GET /api/admin/orders` query: paging, sort, keyword (order id, token, e-mail, name, phone) and filters. */
export const adminOrderListQuerySchema = adminListQuerySchema(ADMIN_ORDER_SORTS, adminOrderFilters);
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

/** The CSV export takes the list's keyword, filters and sort, without paging. */
export const adminOrderExportQuerySchema = z.object({
  keyword: lineTextSchema.trim().max(200).optional(),
  sort: adminOrderListQuerySchema.shape.sort,
  ...adminOrderFilters,
});
export type AdminOrderExportQuery = z.input<typeof adminOrderExportQuerySchema>;

/** Who bought an order. */
export const adminBuyerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** One order in the back office's list. Amounts in minor units of `currency`. */
export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  order_token: z.string(),
  created_at: z.iso.datetime(),
  buyer: adminBuyerSchema,
  /** What the buyer pays: net + VAT + shipping - withholding. */
  amount_to_pay: z.number().int(),
  currency: z.enum(['THB', 'USD']),
  /** Its Thai name (`name`) and English one (`name_web`). */
  payment_method: z.object({ id: z.number().int(), name: z.string(), name_web: z.string() }).nullable(),
  state: z.enum(ORDER_STATES),
  /** Waiting for an administrator: a reported payment or a free plan to approve, or money set aside (flagged). */
  needs_review: z.boolean(),
  refund_state: z.enum(REFUND_STATES),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** `GET /api/admin/orders`: one page of orders and how many match. */
export const listAdminOrdersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/orders',
  access: 'admin',
  summary: 'Orders, searched, filtered, sorted and paged (administrators)',
  tags: ['admin'],
  querystring: adminOrderListQuerySchema,
  response: adminListResponseSchema(adminOrderRowSchema),
});

/**
 * `GET /api/admin/orders/export.csv`: every order the filters match, as CSV for a spreadsheet
 * (UTF-8 with a byte-order mark, CRLF, amounts with 2 decimals, Bangkok dates), streamed.
 */
export const exportAdminOrdersRoute = defineRoute({
  method: 'GET',
  path: ADMIN_ORDERS_EXPORT_PATH,
  access: 'admin',
  summary: 'The filtered orders as a CSV file (administrators)',
  tags: ['admin'],
  querystring: adminOrderExportQuerySchema,
  response: z.string(),
});
