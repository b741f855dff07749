import type { OrderDetail } from '@shop/contract/orders/order';
import { wirePrice } from '@shop/domain/pricing/amount-to-pay';
import type { PaymentAttemptSummary } from '@shop/contract/payments/payment-attempt';
import type { InferSelectModel } from 'drizzle-orm';
import type { orderCoupons } from '../../db/tables';
import type { OrderLineRow, OrderRow } from './orders.repository';

type OrderCouponRow = InferSelectModel<typeof orderCoupons>;

/** An order in the specification's field names; `price` is subtotal + VAT (subtotal alone when it holds the VAT). */
export const toOrderDetail = (
  order: OrderRow,
  lines: OrderLineRow[],
  coupons: OrderCouponRow[],
  latestPayment: PaymentAttemptSummary | null = null,
): OrderDetail => ({
  id: order.id,
  order_token: order.orderToken,
  price: wirePrice(order),
  discount: order.discount,
  shipping_fee: order.shippingFee,
  withholding_price: order.withholding,
  vat: order.vat,
  total: order.total,
  currency_code: order.currency === 'USD' ? 'USD' : 'THB',
  payment_status: order.status as OrderDetail['payment_status'],
  payment_method_id: order.paymentMethodId,
  coupon_list_code: coupons.filter((coupon) => coupon.orderId === order.id).map((coupon) => coupon.code),
  promotion_id: order.promotionId,
  order_course_list: lines
    .filter((line) => line.orderId === order.id)
    .map((line) => ({
      course_id: line.courseId,
      course_name: line.courseTitle,
      course_type: line.courseType,
      priecingplan_id: line.pricingPlanId,
      qty: line.quantity,
      amount: line.amount,
      discount: line.discount,
      net: line.net,
    })),
  is_withholding: order.withholding > 0,
  withholding_percent: order.withholdingPercent,
  needs_approval: order.needsApproval,
  email: order.contactEmail,
  tel: order.contactTel,
  cancel_at: order.cancelAt ? order.cancelAt.toISOString() : null,
  created_at: order.createdAt.toISOString(),
  latest_payment: latestPayment,
});
