import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { orderStatusSchema } from '../orders/order-status';

/** Amounts in each currency, kept apart (minor units). */
const amountsSchema = z.object({ THB: z.number().int(), USD: z.number().int() });

/** What was paid in a period: the orders approved in it (by approval time) and their totals. */
const paidSchema = z.object({ orders: z.number().int(), amounts: amountsSchema });

/**
 * The back office's first page. Days and months are the shop's (Asia/Bangkok); an order counts
 * as paid on the day it was approved, even if it was refunded later (refunds are shown apart).
 */
export const dashboardSchema = z.object({
  /** Today in Bangkok, YYYY-MM-DD. */
  today: z.string(),
  /** The first day of this month in Bangkok, YYYY-MM-DD. */
  month_start: z.string(),
  paid_today: paidSchema,
  paid_this_month: paidSchema,
  /** Money given back this month by refunds (by refund time). */
  refunded_this_month: amountsSchema,
  /** Orders waiting for an administrator now (reported transfers, free plans that need approval). */
  waiting_for_review: z.number().int(),
  /**
   * This month's bank-transfer reports: approved at once by the slip-verification service, sent
   * to an administrator's review, and refused because the slip was already used on another order.
   */
  slip_checks_this_month: z.object({
    approved_automatically: z.number().int(),
    sent_to_review: z.number().int(),
    refused_as_duplicates: z.number().int(),
  }),
  /** Orders created this month, counted by the state they are in now. */
  orders_by_state: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
  /** This month's best-selling courses by units paid (refunded lines left out), at most ten. */
  best_sellers: z.array(
    z.object({
      course_id: z.number().int(),
      title: z.string(),
      units: z.number().int(),
      amounts: amountsSchema,
    }),
  ),
  /** Paid totals of each of the last 30 days, oldest first, for the chart. */
  daily: z.array(z.object({ day: z.string(), THB: z.number().int(), USD: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'admin',
  summary:
    "Today's and this month's paid totals, the review queue, orders by state, best sellers (administrators)",
  tags: ['admin'],
  response: z.object({ success: z.literal(true), data: dashboardSchema }),
});
