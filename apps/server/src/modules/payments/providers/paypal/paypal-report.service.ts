import type { PaymentReportBody } from '@shop/contract/payments/paypal';
import type { OrderState } from '@shop/domain/orders/order-states';
import type { SessionUserRow } from '../../../../plugins/session';
import { findOrderOfUser } from '../../../orders/index';
import { appendPaymentLog, findLatestAttempts } from '../../payment-attempts.repository';
import type { PaymentDeps } from '../../payment-deps';

/**
 * Spec 2's "PayPal completed" report from the browser. A browser can claim anything, so it is
 * only written into the payment log of the buyer's own order, for support to read, and the
 * order is answered as it stands. Only PayPal's answer to the server's inquiry settles (a
 * stranger's report is answered the same way, with nothing to see, and not recorded).
 */
export const recordPaymentReport = async (
  deps: PaymentDeps,
  user: SessionUserRow | null,
  body: PaymentReportBody,
) => {
  const order = user ? await findOrderOfUser(deps.db, Number(body.order_id), user.id) : null;
  if (!order) return { orderPaymentId: null, order_token: null, payment_status: null };
  const latest = (await findLatestAttempts(deps.db, [order.id])).get(order.id) ?? null;
  await appendPaymentLog(deps.db, {
    attemptId: latest?.id ?? null,
    provider: latest?.provider ?? 'paypal',
    kind: 'notification',
    summary: `browser report of order ${String(order.id)} (not believed: changes nothing)`,
    body: JSON.stringify(body),
  });
  return {
    orderPaymentId: latest?.id ?? null,
    order_token: order.orderToken,
    payment_status: order.status as OrderState,
  };
};
