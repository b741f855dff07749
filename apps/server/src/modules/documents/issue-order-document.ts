import { eq } from 'drizzle-orm';
import type { Currency } from '@shop/domain/money/currency';
import { invoiceAmounts, valueBeforeVat } from '@shop/domain/tax/document-amounts';
import { orderDocumentKind } from '@shop/domain/tax/tax-documents';
import type { Transaction } from '../../db/database';
import { users } from '../../db/tables';
import { findLinesOfOrders, type OrderLineRow, type OrderRow } from '../orders/index';
import { readSettingsDocument, parseSettings } from '../settings/index';
import { amountInThaiWords } from './amount-in-words';
import type { DocumentLine } from './document-content';
import { buyerOfOrder, sellerOf } from './document-parties';
import { findCurrentSaleDocument } from './documents.repository';
import { issueDocument } from './issue-document';

/** An order line as a document prints it. */
export const documentLineOf = (line: OrderLineRow): DocumentLine => ({
  description: line.courseTitle,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  amount: line.amount,
  discount: line.discount,
  net: line.net,
});

/**
 * Issues a paid order's tax invoice (its buyer asked for one and it was priced with VAT) or its
 * receipt, inside the transaction that approves the order (given as the approval left it), dated
 * with the approval: the moment the shop received the money is when Thai law wants the document
 * issued. A free order gets none; an order that already has one keeps it. Answers the document,
 * or null.
 */
export const issueOrderDocument = async (tx: Transaction, order: OrderRow, now: Date) => {
  if (order.status !== 'approved') return null;
  const orderId = order.id;
  const net = valueBeforeVat(order);
  const kind = orderDocumentKind({
    asksTaxInvoice: order.taxInvoice !== null,
    vatPercent: order.vatPercent,
    net,
    vat: order.vat,
    shippingFee: order.shippingFee,
  });
  if (kind === null) return null;
  const existing = await findCurrentSaleDocument(tx, orderId);
  if (existing) return existing;
  const [account] = await tx.select().from(users).where(eq(users.id, order.userId));
  if (!account) throw new Error(`order ${String(orderId)} has no buyer`);
  const amounts = invoiceAmounts(order);
  const currency = order.currency as Currency;
  return issueDocument(tx, {
    kind,
    orderId,
    total: amounts.grandTotal,
    issuedAt: now,
    issuedByUserId: null,
    content: {
      currency,
      seller: sellerOf(parseSettings(await readSettingsDocument(tx))),
      buyer: buyerOfOrder(order, account),
      orderId,
      lines: (await findLinesOfOrders(tx, [orderId])).map(documentLineOf),
      amounts,
      creditNote: null,
      replaces: null,
      amountInWords: amountInThaiWords(amounts.grandTotal, currency),
    },
  });
};
