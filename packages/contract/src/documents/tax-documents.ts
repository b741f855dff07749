import { z } from 'zod';
import { TAX_DOCUMENT_KINDS } from '@shop/domain/tax/tax-documents';
import { defineRoute } from '../http/define-route';
import { idParamSchema } from '../http/input-fields';

/** A document's kind on the wire: `tax_invoice`, `receipt` or `credit_note`. */
export const taxDocumentKindSchema = z.enum(TAX_DOCUMENT_KINDS);

/** `issued` while it stands; `voided` once a re-issue replaced it. */
export const taxDocumentStatusSchema = z.enum(['issued', 'voided']);

/** A tax invoice, receipt or credit note as a list shows it. */
export const taxDocumentSummarySchema = z.object({
  id: z.number().int(),
  kind: taxDocumentKindSchema,
  /** e.g. INV2026-000001 */
  number: z.string(),
  status: taxDocumentStatusSchema,
  order_id: z.number().int(),
  currency_code: z.enum(['THB', 'USD']),
  /** What the document totals, in minor units (a credit note: the total reduced). */
  total: z.number().int(),
  buyer_name: z.string(),
  issued_at: z.iso.datetime(),
  voided_at: z.iso.datetime().nullable(),
  /** The document this one replaces (a re-issue) or reduces (a credit note). */
  references_number: z.string().nullable(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummarySchema>;

/** A withholding certificate a buyer uploaded; `url` opens it (private: the buyer and administrators). */
export const withholdingCertificateSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  original_name: z.string(),
  url: z.string(),
  uploaded_at: z.iso.datetime(),
});
export type WithholdingCertificate = z.infer<typeof withholdingCertificateSchema>;

/** The multipart field of a withholding certificate upload. */
export const WITHHOLDING_FILE_FIELD = 'file';

/** What the file picker offers for a certificate: a photo or scan, or a PDF (the server sniffs the content). */
export const WITHHOLDING_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

const orderParams = z.object({ id: idParamSchema });

/**
 * `GET /private/orders/{id}/documents`: the documents of one of the buyer's orders (newest first)
 * and, for an order with withholding tax, whether its certificate is still owed and the ones sent.
 */
export const orderDocumentsRoute = defineRoute({
  method: 'GET',
  path: '/private/orders/:id/documents',
  access: 'signed-in',
  summary: "The tax invoice, receipt and credit notes of one of the buyer's orders",
  tags: ['documents'],
  params: orderParams,
  response: z.object({
    success: z.literal(true),
    data: z.object({
      documents: z.array(taxDocumentSummarySchema.extend({ pdf_url: z.string() })),
      withholding: z.object({
        /** The buyer withheld tax on this paid order and owes the shop its certificate. */
        is_required: z.boolean(),
        certificates: z.array(withholdingCertificateSchema),
      }),
    }),
  }),
});

/**
 * `GET /private/orders/{id}/documents/{documentId}.pdf`: one document of the buyer's own order as
 * a PDF (`private, no-store`); any other order's document is NOT_FOUND.
 */
export const ORDER_DOCUMENT_PDF_PATH = '/private/orders/:id/documents/:documentId.pdf';

export const orderDocumentPdfParamsSchema = z.object({ id: idParamSchema, documentId: idParamSchema });

/** The address of a document's PDF for its buyer. */
export const orderDocumentPdfUrl = (orderId: number, documentId: number) =>
  `/private/orders/${String(orderId)}/documents/${String(documentId)}.pdf`;

/**
 * `POST /private/orders/{id}/withholding-certificate` (multipart, one image or PDF in `file`):
 * the buyer's withholding certificate for a paid order with withholding tax. Refusals:
 * WITHHOLDING_NOT_REQUIRED, FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE, NOT_FOUND.
 */
export const uploadWithholdingCertificateRoute = defineRoute({
  method: 'POST',
  path: '/private/orders/:id/withholding-certificate',
  access: 'signed-in',
  summary: 'Upload the withholding tax certificate (50 ทวิ) of one of your paid orders',
  tags: ['documents'],
  params: orderParams,
  response: z.object({ success: z.literal(true), data: withholdingCertificateSchema }),
});
