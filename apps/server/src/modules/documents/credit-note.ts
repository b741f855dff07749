import { eq, inArray } from 'drizzle-orm';
import type { Currency } from '@shop/domain/money/currency';
import { creditNoteAmounts } from '@shop/domain/tax/document-amounts';
import type { Transaction } from '../../db/database';
import { orderLines, orderRefundLines, orderRefunds, orders } from '../../db/tables';
import { recordAudit } from '../audit/index';
import { readSettingsDocument, parseSettings } from '../settings/index';
import { amountInThaiWords } from './amount-in-words';
import { readDocumentContent } from './document-content';
import { sellerOf } from './document-parties';
import {
  findCurrentSaleDocument,
  findDocumentOfRefund,
  listCreditNotesOfOrder,
  type TaxDocumentRow,
} from './documents.repository';
import { issueDocument } from './issue-document';
import { documentLineOf } from './issue-order-document';

/** What the order's invoice is worth before VAT now: its value less every credit note so far. */
const valueLeft = async (tx: Transaction, invoice: TaxDocumentRow) => {
  const net = readDocumentContent(invoice.content).amounts?.net ?? 0;
  const notes = await listCreditNotesOfOrder(tx, invoice.orderId);
  return notes.reduce(
    (left, note) => left - (readDocumentContent(note.content).creditNote?.difference ?? 0),
    net,
  );
};

const refundedLinesOf = async (tx: Transaction, refundId: number) => {
  const refunded = await tx
    .select({ orderLineId: orderRefundLines.orderLineId })
    .from(orderRefundLines)
    .where(eq(orderRefundLines.refundId, refundId));
  const ids = refunded.map((row) => row.orderLineId);
  return ids.length === 0
    ? []
    : tx.select().from(orderLines).where(inArray(orderLines.id, ids)).orderBy(orderLines.id);
};

/**
 * Issues the credit note (ใบลดหนี้) of a refund, in the refund's own transaction: it names the
 * order's current tax invoice or receipt, the reason, the value before and after, and the VAT
 * given back. A refund of an order that has no invoice or receipt (a free order) gets none, and
 * a refund that has one already keeps it. Answers the credit note, or null.
 */
export const issueCreditNote = async (tx: Transaction, refundId: number): Promise<TaxDocumentRow | null> => {
  const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund) throw new Error(`no refund ${String(refundId)}`);
  const existing = await findDocumentOfRefund(tx, refundId);
  if (existing) return existing;
  const invoice = await findCurrentSaleDocument(tx, refund.orderId);
  if (!invoice) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) throw new Error(`no order ${String(refund.orderId)}`);
  const lines = await refundedLinesOf(tx, refundId);
  const amounts = creditNoteAmounts({
    valueBefore: await valueLeft(tx, invoice),
    // Lines of VAT-inclusive prices hold the VAT the refund gives back; the value is without it.
    refundedNet: lines.reduce((sum, line) => sum + line.net, 0) - (order.vatIncluded ? refund.vat : 0),
    refundedVat: refund.vat,
    vatPercent: order.vatPercent,
  });
  const original = readDocumentContent(invoice.content);
  const currency = order.currency as Currency;
  const note = await issueDocument(tx, {
    kind: 'credit_note',
    orderId: order.id,
    refundId,
    referencesDocumentId: invoice.id,
    total: amounts.totalDifference,
    issuedAt: refund.createdAt,
    issuedByUserId: refund.createdByUserId,
    content: {
      ...original,
      seller: sellerOf(parseSettings(await readSettingsDocument(tx))),
      lines: lines.map(documentLineOf),
      amounts: null,
      creditNote: {
        reason: refund.reason,
        originalNumber: invoice.number,
        originalIssuedAt: invoice.issuedAt.toISOString(),
        ...amounts,
      },
      replaces: null,
      amountInWords: amountInThaiWords(amounts.totalDifference, currency),
    },
  });
  await recordAudit(tx, {
    actorUserId: refund.createdByUserId,
    action: 'document.credit_note',
    entityType: 'tax_document',
    entityId: note.id,
    after: { number: note.number, refundId, references: invoice.number, ...amounts },
  });
  return note;
};
