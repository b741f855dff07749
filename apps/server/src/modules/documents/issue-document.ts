import type { TaxDocumentKind } from '@shop/domain/tax/tax-documents';
import type { Transaction } from '../../db/database';
import type { DocumentContent } from './document-content';
import { takeDocumentNumber } from './document-numbers';
import { insertTaxDocument } from './documents.repository';

export type DocumentToIssue = {
  kind: TaxDocumentKind;
  orderId: number;
  content: DocumentContent;
  /** What the document totals (minor units). */
  total: number;
  issuedAt: Date;
  issuedByUserId: number | null;
  refundId?: number | null;
  referencesDocumentId?: number | null;
};

/**
 * Takes the next number of the kind's series and inserts the document with its snapshot, in the
 * caller's transaction: if that transaction rolls back, the number goes back with it.
 */
export const issueDocument = async (tx: Transaction, document: DocumentToIssue) => {
  const { year, sequence, number } = await takeDocumentNumber(tx, document.kind, document.issuedAt);
  return insertTaxDocument(tx, {
    kind: document.kind,
    number,
    year,
    sequence,
    orderId: document.orderId,
    refundId: document.refundId ?? null,
    referencesDocumentId: document.referencesDocumentId ?? null,
    currency: document.content.currency,
    total: document.total,
    buyerName: document.content.buyer.name,
    buyerTaxId: document.content.buyer.taxId,
    content: document.content,
    issuedAt: document.issuedAt,
    issuedByUserId: document.issuedByUserId,
  });
};
