import { z } from 'zod';
import { normaliseTaxId, TAX_PERSON_TYPES } from '@shop/domain/validation/tax-invoice';
import { isValidThaiTaxId } from '@shop/domain/validation/thai-tax-id';
import {
  taxDocumentKindSchema,
  taxDocumentStatusSchema,
  taxDocumentSummarySchema,
  withholdingCertificateSchema,
} from '../documents/tax-documents';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema, multilineTextSchema } from '../http/input-fields';
import { adminListQuerySchema, adminListResponseSchema } from './admin-list';

/** Columns the documents list sorts by; newest first by default. */
export const ADMIN_DOCUMENT_SORTS = ['issued_at', 'number'] as const;

/** The documents list's filters. */
export const adminDocumentFilters = {
  kind: taxDocumentKindSchema.optional(),
  year: z.coerce.number().int().min(2000).max(2200).optional(),
  status: taxDocumentStatusSchema.optional(),
};

export const ADMIN_DOCUMENT_FILTER_NAMES = Object.keys(
  adminDocumentFilters,
) as (keyof typeof adminDocumentFilters)[];

/** `GET /api/admin/documents` query: paging, sort, keyword (document number, buyer name or tax id, order id). */
export const adminDocumentListQuerySchema = adminListQuerySchema(ADMIN_DOCUMENT_SORTS, adminDocumentFilters);
export type AdminDocumentListQuery = z.input<typeof adminDocumentListQuerySchema>;

/** One document in the back office's list. */
export const adminDocumentRowSchema = taxDocumentSummarySchema.extend({
  buyer_tax_id: z.string(),
  /** As printed, so a re-issue starts from it. */
  buyer_address: z.string(),
  /** The PDF, for administrators. */
  pdf_url: z.string(),
});
export type AdminDocumentRow = z.infer<typeof adminDocumentRowSchema>;

export const listAdminDocumentsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/documents',
  access: 'admin',
  summary: 'Tax invoices, receipts and credit notes, searched, filtered, sorted and paged (administrators)',
  tags: ['admin'],
  querystring: adminDocumentListQuerySchema,
  response: adminListResponseSchema(adminDocumentRowSchema),
});

/** `GET /api/admin/documents/{id}.pdf`: any document as a PDF (administrators). */
export const ADMIN_DOCUMENT_PDF_PATH = '/api/admin/documents/:id.pdf';

export const adminDocumentPdfUrl = (documentId: number) => `/api/admin/documents/${String(documentId)}.pdf`;

/** A 13-digit Thai tax id as people type it ("0-1055-56000-00-9"), checked by its check digit. */
const taxIdSchema = lineTextSchema
  .max(30)
  .transform(normaliseTaxId)
  .refine((id) => id === '' || isValidThaiTaxId(id), 'must be a 13-digit Thai tax id');

/**
 * The buyer as the corrected document prints them: a company's name and branch (สำนักงานใหญ่ or
 * a branch number), or a person's first and last name; their tax id and tax address. A tax
 * invoice needs the tax id; a receipt may leave it empty.
 */
export const reissueDocumentBodySchema = z.object({
  tax_person_type: z.enum(TAX_PERSON_TYPES),
  tax_name_one: lineTextSchema.trim().min(1).max(255),
  tax_name_two: lineTextSchema.trim().max(255).default(''),
  tax_payer_identification_no: taxIdSchema.default(''),
  tax_address: multilineTextSchema.trim().min(1).max(1000),
  /** Why it is re-issued; kept in the audit log and on the voided document. */
  reason: multilineTextSchema.trim().min(1).max(500),
});
export type ReissueDocumentBody = z.input<typeof reissueDocumentBodySchema>;
/** The re-issue body as the server reads it, defaults filled in. */
export type ReissueDocumentInput = z.output<typeof reissueDocumentBodySchema>;

/**
 * `POST /api/admin/documents/{id}/reissue`: voids a tax invoice or receipt and issues its
 * replacement under a new number with the corrected buyer. Refusals: NOT_FOUND,
 * DOCUMENT_NOT_REISSUABLE, INPUT_ERROR (a tax invoice without a tax id).
 */
export const reissueDocumentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/documents/:id/reissue',
  access: 'admin',
  summary: 'Void a tax invoice or receipt and issue its corrected replacement (administrators)',
  tags: ['admin'],
  params: z.object({ id: idParamSchema }),
  body: reissueDocumentBodySchema,
  response: z.object({
    success: z.literal(true),
    data: z.object({ voided: adminDocumentRowSchema, issued: adminDocumentRowSchema }),
  }),
});

/** A paid order with withholding tax, and where its certificate stands. */
export const withholdingOrderRowSchema = z.object({
  order_id: z.number().int(),
  buyer_name: z.string(),
  email: z.string(),
  phone: z.string(),
  currency_code: z.enum(['THB', 'USD']),
  withholding: z.number().int(),
  withholding_percent: z.number().int().nullable(),
  approved_at: z.iso.datetime().nullable(),
  /** The order's current tax invoice or receipt. */
  document_number: z.string().nullable(),
  /** The newest certificate the buyer sent; null while it is missing. */
  certificate: withholdingCertificateSchema.nullable(),
});
export type WithholdingOrderRow = z.infer<typeof withholdingOrderRowSchema>;

const withholdingListQuery = adminListQuerySchema(['approved_at'], {});

/** `GET /api/admin/documents/withholding-missing`: paid orders whose certificate is missing, oldest first. */
export const listWithholdingMissingRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/documents/withholding-missing',
  access: 'admin',
  summary: 'Paid orders with withholding tax whose certificate is missing, oldest first (administrators)',
  tags: ['admin'],
  querystring: withholdingListQuery,
  response: adminListResponseSchema(withholdingOrderRowSchema),
});

/** `GET /api/admin/documents/withholding-received`: paid orders whose certificate arrived, newest first. */
export const listWithholdingReceivedRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/documents/withholding-received',
  access: 'admin',
  summary: 'Paid orders with withholding tax and the certificate their buyer sent (administrators)',
  tags: ['admin'],
  querystring: withholdingListQuery,
  response: adminListResponseSchema(withholdingOrderRowSchema),
});
