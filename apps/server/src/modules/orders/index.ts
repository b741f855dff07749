// The orders module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { orderRoutes } from './orders.routes';
import { adminOrderRoutes } from './admin/admin-orders.routes';

/** The orders module's routes, registered in the app's own context. */
export const ordersModule = fp(
  async (app) => {
    await app.register(orderRoutes);
    await app.register(adminOrderRoutes);
  },
  { name: 'orders-module' },
);

export {
  approveLockedOrder,
  approveOrder,
  markPendingApproval,
  rejectOrder,
  reopenForPayment,
} from './order-lifecycle';
export { detailOf } from './order-reads.service';
export type { OrderActor } from './order-lifecycle';
export { findLinesOfOrders, findOrder, findOrderOfUser } from './orders.repository';
export type { OrderLineRow, OrderRow } from './orders.repository';
export { paidOrderDocumentPort, refundCreditNotePort } from './document-ports';
export { paymentFactsPort } from './payment-facts-port';
export type { CanTakePayment, PaymentFactsOfOrders } from './payment-facts-port';
export { startOrderSweeper } from './order-sweeper';
