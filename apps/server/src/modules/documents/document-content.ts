import { z } from 'zod';

/** A seller or buyer as a document prints them. */
const partySchema = z.object({
  name: z.string(),
  address: z.string(),
  /** 13 digits, or empty (a receipt's buyer may have none). */
  taxId: z.string(),
  /** As printed: "สำนักงานใหญ่", "สาขาที่ 00012", or empty for a person. */
  branch: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type DocumentParty = z.infer<typeof partySchema>;

const lineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  /** unitPrice x quantity, before discounts. */
  amount: z.number().int(),
  discount: z.number().int(),
  net: z.number().int(),
});
export type DocumentLine = z.infer<typeof lineSchema>;

const invoiceAmountsSchema = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  net: z.number().int(),
  vatPercent: z.number(),
  /** Subtotal and discount hold the VAT (documents issued before this field: false). */
  vatIncluded: z.boolean().default(false),
  vat: z.number().int(),
  shippingFee: z.number().int(),
  grandTotal: z.number().int(),
  withholdingPercent: z.number().int().nullable(),
  withholding: z.number().int(),
  amountPaid: z.number().int(),
});

const creditNoteSchema = z.object({
  reason: z.string(),
  originalNumber: z.string(),
  originalIssuedAt: z.iso.datetime(),
  originalValue: z.number().int(),
  correctValue: z.number().int(),
  difference: z.number().int(),
  vatPercent: z.number(),
  vatDifference: z.number().int(),
  totalDifference: z.number().int(),
});

/**
 * Everything a document prints besides its kind, number and date (columns of its row): a
 * snapshot taken when it was issued, so the document reads the same forever after.
 */
export const documentContentSchema = z.object({
  currency: z.enum(['THB', 'USD']),
  seller: partySchema,
  buyer: partySchema,
  orderId: z.number().int(),
  lines: z.array(lineSchema),
  /** An invoice's or receipt's money rows. */
  amounts: invoiceAmountsSchema.nullable(),
  /** A credit note's rows and the invoice it reduces. */
  creditNote: creditNoteSchema.nullable(),
  /** A re-issue names the document it replaces and why. */
  replaces: z.object({ number: z.string(), reason: z.string() }).nullable(),
  /** The document's total in Thai words (บาทถ้วน / สตางค์); empty for a USD document. */
  amountInWords: z.string(),
});
export type DocumentContent = z.infer<typeof documentContentSchema>;

/** A stored snapshot read back; a row that does not parse is a bug, not the reader's fault. */
export const readDocumentContent = (stored: unknown): DocumentContent => documentContentSchema.parse(stored);
