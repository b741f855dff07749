import type { OrderDetail } from '@shop/contract/orders/order';
import type { PaymentAttemptSummary } from '@shop/contract/payments/payment-attempt';

/** An attempt to pay order 7, as the server sums it up; pending by PayPal unless told. */
export const makeAttempt = (overrides: Partial<PaymentAttemptSummary> = {}): PaymentAttemptSummary => ({
  id: 31,
  payment_method_id: 2,
  state: 'pending',
  amount: 266_430,
  currency: 'THB',
  failure_code: null,
  failure_message: null,
  flag_reason: null,
  next_action: null,
  expires_at: null,
  created_at: '2026-11-27T03:00:00.000Z',
  ...overrides,
});

/** Order 7 of the demo course, unpaid and without attempts unless told. */
export const makeOrder = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 7,
  order_token: 'order-token-7',
  price: 266_430,
  discount: 0,
  shipping_fee: 0,
  withholding_price: 0,
  vat: 17_430,
  total: 266_430,
  currency_code: 'THB',
  payment_status: 'notYetReceived',
  payment_method_id: 2,
  coupon_list_code: [],
  promotion_id: null,
  order_course_list: [
    {
      course_id: 3,
      course_name: 'UX/UI Design Fundamentals',
      course_type: 'course',
      priecingplan_id: 5,
      qty: 1,
      amount: 266_430,
      discount: 0,
      net: 266_430,
    },
  ],
  is_withholding: false,
  withholding_percent: null,
  needs_approval: false,
  email: 'student@demo.shop',
  tel: '0812345678',
  cancel_at: null,
  created_at: '2026-11-27T02:55:00.000Z',
  latest_payment: null,
  ...overrides,
});
