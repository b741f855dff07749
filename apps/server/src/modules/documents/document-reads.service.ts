import { parseAdminSort } from '@shop/contract/admin/admin-list';
import type { adminDocumentListQuerySchema } from '@shop/contract/admin/tax-documents';
import { orderDocumentPdfUrl } from '@shop/contract/documents/tax-documents';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { TaxDocumentKind } from '@shop/domain/tax/tax-documents';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findOrderOfUser } from '../orders/index';
import { listAdminDocuments } from './admin/admin-documents.repository';
import { readDocumentContent } from './document-content';
import { renderDocumentPdf } from './document-pdf';
import { adminDocumentRows, documentSummaries } from './document-view';
import { findTaxDocument, listOrderDocuments, type TaxDocumentRow } from './documents.repository';
import {
  assertTakesWithholdingCertificate,
  certificatesOfOrder,
  takesWithholdingCertificate,
} from './withholding.service';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such document' });

const ownOrder = async (db: Database, userId: number, orderId: number) => {
  const order = await findOrderOfUser(db, orderId, userId);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  return order;
};

/**
 * The valid documents of one of the buyer's own orders (a voided one is the back office's
 * record, not the buyer's) and where its withholding certificate stands.
 */
export const orderDocumentsOfBuyer = async (db: Database, userId: number, orderId: number) => {
  const order = await ownOrder(db, userId, orderId);
  const rows = (await listOrderDocuments(db, orderId)).filter((row) => row.status === 'issued');
  const documents = (await documentSummaries(db, rows)).map((summary) => ({
    ...summary,
    pdf_url: orderDocumentPdfUrl(orderId, summary.id),
  }));
  const certificates = takesWithholdingCertificate(order) ? await certificatesOfOrder(db, orderId) : [];
  return {
    documents,
    withholding: {
      is_required: takesWithholdingCertificate(order) && certificates.length === 0,
      certificates,
    },
  };
};

/** One of the buyer's own orders that takes a withholding certificate (NOT_FOUND or WITHHOLDING_NOT_REQUIRED otherwise). */
export const ownOrderTakingCertificate = async (db: Database, userId: number, orderId: number) => {
  const order = await ownOrder(db, userId, orderId);
  assertTakesWithholdingCertificate(order);
  return order;
};

const pdfOf = async (row: TaxDocumentRow, fontsDir: string | undefined) => ({
  pdf: await renderDocumentPdf(
    {
      kind: row.kind as TaxDocumentKind,
      number: row.number,
      issuedAt: row.issuedAt,
      content: readDocumentContent(row.content),
      isVoided: row.status === 'voided',
    },
    fontsDir,
  ),
  fileName: `${row.number}.pdf`,
});

/** A document of the buyer's own order as a PDF; anyone else's is NOT_FOUND. */
export const buyerDocumentPdf = async (
  db: Database,
  userId: number,
  ids: { orderId: number; documentId: number },
  fontsDir?: string,
) => {
  await ownOrder(db, userId, ids.orderId);
  const row = await findTaxDocument(db, ids.documentId);
  if (row?.orderId !== ids.orderId) throw notFound();
  return pdfOf(row, fontsDir);
};

/** Any document as a PDF, for administrators (a voided one carries a void stamp). */
export const adminDocumentPdf = async (db: Database, documentId: number, fontsDir?: string) => {
  const row = await findTaxDocument(db, documentId);
  if (!row) throw notFound();
  return pdfOf(row, fontsDir);
};

/** A page of the back office's document list. */
export const adminDocumentPage = async (
  db: Database,
  query: z.output<typeof adminDocumentListQuerySchema>,
) => {
  const { rows, total } = await listAdminDocuments(
    db,
    { keyword: query.keyword, kind: query.kind, year: query.year, status: query.status },
    // The contract's enum lets only ADMIN_DOCUMENT_SORTS, with or without '-', through.
    parseAdminSort(query.sort as 'issued_at' | 'number' | undefined, {
      field: 'issued_at',
      descending: true,
    }),
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return { data: await adminDocumentRows(db, rows), total };
};
