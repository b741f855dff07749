import type { PaymentFactsOfOrders } from '../orders/index';
import { toAttemptSummary } from './attempt-view';
import { noticeOrderChange } from './order-notices';
import { findLatestAttempts } from './payment-attempts.repository';
import { findPaymentMethod } from './payment-methods.repository';
import { listOfferedMethods } from './payment-methods.service';
import { reconcileOpenPayments } from './payment-reconciler';
import { listReportsOfOrder } from './providers/bank-transfer/bank-transfer-reports.repository';
import {
  toAdminTransferReportView,
  toTransferReportView,
} from './providers/bank-transfer/transfer-report-view';

/** The payment facts the orders module asks for, supplied to its port by this module's index. */
export const paymentFactsOfOrders: PaymentFactsOfOrders = {
  latestAttempts: async (db, orderIds) => {
    const rows = await findLatestAttempts(db, orderIds);
    return new Map([...rows].map(([orderId, row]) => [orderId, toAttemptSummary(row)]));
  },
  paymentMethod: async (db, methodId) => {
    const method = await findPaymentMethod(db, methodId);
    return method
      ? { id: method.id, name: method.name, nameWeb: method.nameWeb, paymentType: method.paymentType }
      : null;
  },
  offeredMethodIds: async (db, canTakePayment) =>
    (await listOfferedMethods(db, canTakePayment)).map((method) => method.id),
  transferReports: async (db, orderId) => (await listReportsOfOrder(db, orderId)).map(toTransferReportView),
  transferReportsForAdmin: async (db, orderId) =>
    (await listReportsOfOrder(db, orderId)).map(toAdminTransferReportView),
  reconcileOpenPayments: (app, now, stop) => reconcileOpenPayments(app.payments, now, stop),
  noticeOrderUpdate: (ctx, orderId) => noticeOrderChange(ctx, orderId, { kind: 'update' }),
};
