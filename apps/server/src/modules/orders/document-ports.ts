import type { Transaction } from '../../db/database';
import { modulePort } from '../../lib/module-port';
import type { OrderRow } from './orders.repository';

/**
 * The documents an order's money owes, issued in the transaction that moves the money so both
 * commit or neither does. Documents read orders, so they supply these when their index loads.
 */
export const paidOrderDocumentPort =
  modulePort<(tx: Transaction, order: OrderRow, now: Date) => Promise<unknown>>('paidOrderDocumentPort');

/** The credit note of a refund, issued with the refund. */
export const refundCreditNotePort =
  modulePort<(tx: Transaction, refundId: number) => Promise<unknown>>('refundCreditNotePort');
