import { z } from 'zod';
import { ORDER_STATES } from '@shop/domain/orders/order-states';
import { ATTEMPT_STATES, FLAG_REASONS } from '@shop/domain/payments/attempt-states';
import { TRANSFER_REPORT_STANDINGS } from '@shop/domain/payments/transfer-report-standing';
import { REFUND_STATES } from '@shop/domain/refunds/refund-state';
import { defineRoute } from '../http/define-route';
import { idParamSchema } from '../http/input-fields';
import { adminBuyerSchema } from './admin-orders';
import { slipVerificationViewSchema } from '../payments/slip-verification';
import { slipQrReadingSchema } from '../payments/slip-qr-reading';

const int = z.number().int();
const instant = z.iso.datetime();

/** One line of an order, with what was taken off it and whether it was refunded. */
export const adminOrderLineSchema = z.object({
  id: int,
  course_id: int,
  course_title: z.string(),
  course_type: z.string(),
  pricing_plan_id: int,
  plan_type: z.string(),
  qty: int,
  unit_price: int,
  amount: int,
  discount: int,
  net: int,
  /** Each promotion's and coupon's part of `discount`. */
  discounts: z.array(z.object({ source: z.string(), id: int, code: z.string().nullable(), amount: int })),
  seat_taken: z.boolean(),
  stock_taken: int,
  /** What refunding this line gives back: net + its VAT share - its withholding share. */
  refund_amount: int,
  /** The refund that gave this line back, if any. */
  refund_id: int.nullable(),
  /** The buyer's enrolment this line granted (products have none). */
  enrolment: z.object({ id: int, status: z.enum(['active', 'revoked']) }).nullable(),
});

/** The order's money, all in minor units of `currency`. */
export const adminOrderMoneySchema = z.object({
  subtotal: int,
  promotion_discount: int,
  coupon_discount: int,
  discount: int,
  /** The value before VAT. */
  net: int,
  vat: int,
  vat_percent: int,
  /** The prices held the VAT: subtotal and discounts include it, and it is not added again. */
  vat_included: z.boolean(),
  withholding: int,
  withholding_percent: int.nullable(),
  shipping_fee: int,
  /** What the buyer pays: net + VAT + shipping - withholding. */
  amount_to_pay: int,
  /** What refunds gave back so far. */
  refunded: int,
});

/** Where the order's items go, as the address was when ordered. */
export const adminOrderShippingSchema = z.object({
  fee: int,
  option: z.object({ id: int, name: z.string() }).nullable(),
  address: z
    .object({
      recipient_name: z.string(),
      tel: z.string(),
      address: z.string(),
      subdistrict: z.string(),
      district: z.string(),
      province: z.string(),
      postcode: z.string(),
    })
    .nullable(),
});

/** The buyer's tax-invoice details as they were when ordered. */
export const adminOrderTaxInvoiceSchema = z.object({
  requires_tax_invoice: z.boolean(),
  person_type: z.string(),
  name: z.string(),
  /** The second name line: a branch, or a juristic person's other name. */
  name_two: z.string(),
  tax_id: z.string(),
  address: z.string(),
  delivery_address: z.string(),
});

/** One attempt to pay, with every logged provider call and notification (raw bodies). */
export const adminPaymentAttemptSchema = z.object({
  id: int,
  payment_method_id: int,
  provider: z.string(),
  state: z.enum(ATTEMPT_STATES),
  provider_ref: z.string().nullable(),
  /** The shop's own reference the provider was given (metadata, invoice or reference number). */
  shop_ref: z.string().nullable(),
  amount: int,
  currency: z.string(),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  flag_reason: z.enum(FLAG_REASONS).nullable(),
  created_at: instant,
  settled_at: instant.nullable(),
  /** Money set aside that went back through the provider: its refund id and when. */
  refund_ref: z.string().nullable(),
  refunded_at: instant.nullable(),
  logs: z.array(
    z.object({
      id: int,
      kind: z.string(),
      summary: z.string(),
      http_status: int.nullable(),
      body: z.string(),
      created_at: instant,
    }),
  ),
});

/** A bank transfer the buyer reported; `slip_url` answers administrators only. */
export const adminTransferReportSchema = z.object({
  id: int,
  attempt_id: int,
  contact_name: z.string(),
  email: z.string(),
  tel: z.string(),
  bank_code: z.string(),
  /** The shop's account the buyer says they paid into. */
  bank_account: z
    .object({ id: int, bank_name: z.string(), account_id: z.string(), account_name: z.string() })
    .nullable(),
  transferred_at: instant,
  transfer_amount: int.nullable(),
  description: z.string(),
  slip_url: z.string().nullable(),
  created_at: instant,
  /** Waiting for review, accepted (it paid the order), or not accepted (the buyer reports again). */
  standing: z.enum(TRANSFER_REPORT_STANDINGS),
  /** The administrator's reason for not accepting it, as the buyer was mailed. */
  reason: z.string().nullable(),
  slip_qr: slipQrReadingSchema,
  slip_verification: slipVerificationViewSchema,
});

/** A change of the order's state: who, when, from, to, why. */
export const adminOrderEventSchema = z.object({
  id: int,
  actor: z.string(),
  actor_name: z.string().nullable(),
  from_state: z.string().nullable(),
  to_state: z.string(),
  reason: z.string(),
  created_at: instant,
});

/** Money given back on some lines, and what the shop took back with it. */
export const adminOrderRefundSchema = z.object({
  id: int,
  amount: int,
  vat: int,
  reason: z.string(),
  coupon_uses_returned: z.boolean(),
  created_by: z.object({ id: int, name: z.string() }).nullable(),
  created_at: instant,
  lines: z.array(
    z.object({
      order_line_id: int,
      course_title: z.string(),
      amount: int,
      seat_returned: z.boolean(),
      stock_returned: int,
    }),
  ),
});

/** Everything the back office shows of one order. */
export const adminOrderDetailSchema = z.object({
  id: int,
  order_token: z.string(),
  state: z.enum(ORDER_STATES),
  needs_review: z.boolean(),
  needs_approval: z.boolean(),
  refund_state: z.enum(REFUND_STATES),
  currency: z.enum(['THB', 'USD']),
  created_at: instant,
  approved_at: instant.nullable(),
  cancelled_at: instant.nullable(),
  cancel_at: instant.nullable(),
  buyer: adminBuyerSchema,
  contact: z.object({ email: z.string(), tel: z.string() }),
  payment_method: z.object({ id: int, name: z.string(), name_web: z.string() }).nullable(),
  money: adminOrderMoneySchema,
  promotion: z.object({ id: int, name: z.string(), amount: int }).nullable(),
  coupons: z.array(z.object({ id: int, code: z.string(), amount: int })),
  lines: z.array(adminOrderLineSchema),
  shipping: adminOrderShippingSchema,
  tax_invoice: adminOrderTaxInvoiceSchema.nullable(),
  payments: z.array(adminPaymentAttemptSchema),
  transfer_reports: z.array(adminTransferReportSchema),
  events: z.array(adminOrderEventSchema),
  refunds: z.array(adminOrderRefundSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** `GET /api/admin/orders/{id}`: one order whole. */
export const getAdminOrderRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/orders/:id',
  access: 'admin',
  summary: 'One order with its lines, money, tax, shipping, payments, history and refunds (administrators)',
  tags: ['admin'],
  params: z.object({ id: idParamSchema }),
  response: z.object({ success: z.literal(true), data: adminOrderDetailSchema }),
});
