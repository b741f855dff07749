import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import type { OrderTransferReport } from '@shop/contract/orders/order-page';
import type { PaymentAttemptSummary } from '@shop/contract/payments/payment-attempt';
import type { FastifyInstance } from 'fastify';
import type { Queryable, Transaction } from '../../db/database';
import { modulePortSet } from '../../lib/module-port';

/** Whether this server can take a payment with a method (its adapter runs here). */
export type CanTakePayment = (methodId: number) => boolean;

/** A payment method as an order names it. */
export type OrderPaymentMethod = { id: number; name: string; nameWeb: string; paymentType: string };

/**
 * What an order needs to know of its payments. Payments depend on orders (they settle them), so
 * orders never import payments: the payments module supplies these when its index loads.
 */
export type PaymentFactsOfOrders = {
  /** The newest payment attempt of each order, as its buyer may see it. */
  latestAttempts: (db: Queryable, orderIds: number[]) => Promise<Map<number, PaymentAttemptSummary>>;
  paymentMethod: (db: Queryable, methodId: number) => Promise<OrderPaymentMethod | null>;
  /** The ids of the methods a buyer is offered; order creation accepts exactly these. */
  offeredMethodIds: (db: Queryable, canTakePayment: CanTakePayment) => Promise<number[]>;
  /** The bank transfers reported for an order, as its buyer reads them. */
  transferReports: (db: Queryable, orderId: number) => Promise<OrderTransferReport[]>;
  /** The same reports as the back office reads them (who reported, which account). */
  transferReportsForAdmin: (
    db: Queryable,
    orderId: number,
  ) => Promise<AdminOrderDetail['transfer_reports'][number][]>;
  /**
   * Asks providers about payments left open, so a lost notification settles before the sweeper
   * could cancel its order.
   */
  reconcileOpenPayments: (app: FastifyInstance, now: Date, stop: AbortSignal) => Promise<{ changed: number }>;
  /** The buyer's `order:updated` socket message, queued in the transaction that changed the order. */
  noticeOrderUpdate: (
    ctx: { tx: Transaction; publicUrl: string; now: Date },
    orderId: number,
  ) => Promise<void>;
};

export const paymentFactsPort = modulePortSet<PaymentFactsOfOrders>('paymentFactsPort');
