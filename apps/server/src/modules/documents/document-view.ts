import type { AdminDocumentRow } from '@shop/contract/admin/tax-documents';
import { adminDocumentPdfUrl } from '@shop/contract/admin/tax-documents';
import type { TaxDocumentSummary } from '@shop/contract/documents/tax-documents';
import type { TaxDocumentKind } from '@shop/domain/tax/tax-documents';
import type { Queryable } from '../../db/database';
import { readDocumentContent } from './document-content';
import { findDocumentNumbers, type TaxDocumentRow } from './documents.repository';

const summaryOf = (row: TaxDocumentRow, numbers: Map<number, string>): TaxDocumentSummary => ({
  id: row.id,
  kind: row.kind as TaxDocumentKind,
  number: row.number,
  status: row.status as 'issued' | 'voided',
  order_id: row.orderId,
  currency_code: row.currency as 'THB' | 'USD',
  total: row.total,
  buyer_name: row.buyerName,
  issued_at: row.issuedAt.toISOString(),
  voided_at: row.voidedAt?.toISOString() ?? null,
  references_number:
    row.referencesDocumentId === null ? null : (numbers.get(row.referencesDocumentId) ?? null),
});

/** Documents as lists show them, with the numbers of the documents they refer to. */
export const documentSummaries = async (
  db: Queryable,
  rows: readonly TaxDocumentRow[],
): Promise<TaxDocumentSummary[]> => {
  const numbers = await findDocumentNumbers(
    db,
    rows.flatMap((row) => (row.referencesDocumentId === null ? [] : [row.referencesDocumentId])),
  );
  return rows.map((row) => summaryOf(row, numbers));
};

/** Documents as the back office lists them. */
export const adminDocumentRows = async (
  db: Queryable,
  rows: readonly TaxDocumentRow[],
): Promise<AdminDocumentRow[]> => {
  const summaries = await documentSummaries(db, rows);
  return summaries.map((summary, index) => {
    const row = rows[index];
    return {
      ...summary,
      buyer_tax_id: row?.buyerTaxId ?? '',
      buyer_address: row ? readDocumentContent(row.content).buyer.address : '',
      pdf_url: adminDocumentPdfUrl(summary.id),
    };
  });
};
