import { z } from 'zod';
import { PLAN_TYPES, TERM_UNITS } from '@shop/domain/catalog/pricing-plan';
import { ORDER_HISTORY_KINDS } from '@shop/domain/orders/order-history';
import { TRANSFER_REPORT_STANDINGS } from '@shop/domain/payments/transfer-report-standing';
import { adminOrderMoneySchema, adminOrderShippingSchema } from '../admin/admin-order-detail';
import { slipQrReadingSchema } from '../payments/slip-qr-reading';
import { defineRoute } from '../http/define-route';
import { idParamSchema } from '../http/input-fields';
import { orderDetailSchema } from './order';

const int = z.number().int();

/** One line of the order: a course with the plan bought, or a product with its quantity. */
export const orderPageLineSchema = z.object({
  id: int,
  course_id: int,
  course_name: z.string(),
  course_type: z.string(),
  /** The plan as it was when ordered (its name may be empty: the page then names it by type and term). */
  plan: z.object({
    name: z.string(),
    plan_type: z.enum(PLAN_TYPES).nullable(),
    term: int.nullable(),
    term_unit: z.enum(TERM_UNITS).nullable(),
  }),
  qty: int,
  unit_price: int,
  amount: int,
  discount: int,
  net: int,
});

/** One step of the order's history; `at` is UTC (the page shows it in Bangkok time). */
export const orderHistoryStepSchema = z.object({
  kind: z.enum(ORDER_HISTORY_KINDS),
  at: z.iso.datetime(),
  /** The shop's reason (a rejection, a refund), or a provider's failure code (a refused payment). */
  reason: z.string().nullable(),
  /** A refund's amount. */
  amount: int.nullable(),
});
export type OrderHistoryStepWire = z.infer<typeof orderHistoryStepSchema>;

/** A bank transfer the buyer reported, and what the shop made of it; earlier reports stay listed. */

export const orderTransferReportSchema = z.object({
  id: int,
  /** The origin bank's code (KBANK, SCB, ...). */
  bank_code: z.string(),
  /** The shop's account the buyer says they paid into. */
  bank_account: z
    .object({ bank_name: z.string(), account_id: z.string(), account_name: z.string() })
    .nullable(),
  transferred_at: z.iso.datetime(),
  transfer_amount: int.nullable(),
  /** The slip, a private upload that answers its buyer and administrators only. */
  slip_url: z.string().nullable(),
  reported_at: z.iso.datetime(),
  standing: z.enum(TRANSFER_REPORT_STANDINGS),
  /** Why the shop did not accept it, as the buyer was mailed. */
  reason: z.string().nullable(),
  slip_qr: slipQrReadingSchema,
});
export type OrderTransferReport = z.infer<typeof orderTransferReportSchema>;

/** Everything the buyer's order page shows of one of their orders. */
export const orderPageSchema = orderDetailSchema.extend({
  lines: z.array(orderPageLineSchema),
  /** The same money the back office shows of the order. */
  money: adminOrderMoneySchema,
  promotion: z.object({ name: z.string(), amount: int }).nullable(),
  coupons: z.array(z.object({ code: z.string(), amount: int })),
  payment_method: z.object({ id: int, name: z.string(), name_web: z.string() }).nullable(),
  /** Where the order's products go, as the address was when ordered; no address without products. */
  shipping: adminOrderShippingSchema,
  history: z.array(orderHistoryStepSchema),
  /** The bank transfers reported for the order, oldest first. */
  transfer_reports: z.array(orderTransferReportSchema),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** `GET /private/myaccount/orders/{id}`: another student's order answers NOT_FOUND, as if it did not exist. */
export const orderPageRoute = defineRoute({
  method: 'GET',
  path: '/private/myaccount/orders/:id',
  access: 'signed-in',
  summary:
    "One of the signed-in student's orders whole: lines, discounts, tax, delivery, payment and history",
  tags: ['orders'],
  params: z.object({ id: idParamSchema }),
  response: z.object({ success: z.literal(true), data: orderPageSchema }),
});
