import {
  orderPaymentView,
  type OrderPaymentFacts,
  type OrderPaymentView,
} from '@shop/domain/payments/order-payment-view';

/** The readings `PaymentNote` never has a line for. */
const SILENT: ReadonlySet<OrderPaymentView['kind']> = new Set(['paid', 'processing', 'unpaid']);

/**
 * Whether the order's payment may have a note to show (a failed attempt, a transfer the shop did
 * not accept, money returned...). Most orders on the payment step have none, and their first view
 * then never loads the note's texts.
 */
export const mayHavePaymentNote = (order: OrderPaymentFacts): boolean =>
  !SILENT.has(orderPaymentView(order).kind);
