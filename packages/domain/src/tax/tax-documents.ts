import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const SHOP_ZONE = 'Asia/Bangkok';

/** The documents the shop issues: a full tax invoice, a receipt, a credit note. */
export const TAX_DOCUMENT_KINDS = ['tax_invoice', 'receipt', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** Each kind numbers its own series per year: INV2026-000001, RC2026-000001, CN2026-000001. */
export const DOCUMENT_PREFIX: Readonly<Record<TaxDocumentKind, string>> = {
  tax_invoice: 'INV',
  receipt: 'RC',
  credit_note: 'CN',
};

/** The year of a document's series: the calendar year (CE) of its issue date in Bangkok. */
export const documentYear = (issuedAt: Date): number => dayjs(issuedAt).tz(SHOP_ZONE).year();

/** A document's number from its series and place in it, e.g. `INV2026-000001`. */
export const formatDocumentNumber = (kind: TaxDocumentKind, year: number, sequence: number): string =>
  `${DOCUMENT_PREFIX[kind]}${String(year)}-${String(sequence).padStart(6, '0')}`;

/** What a paid order's amounts say about the document it gets. */
export type PaidOrderFacts = {
  /** The buyer asked for a tax invoice when ordering (the order keeps a tax snapshot). */
  asksTaxInvoice: boolean;
  /** The VAT rate the order was priced with; 0 when the shop did not charge VAT. */
  vatPercent: number;
  net: number;
  vat: number;
  shippingFee: number;
};

/**
 * The document a paid order gets: a full tax invoice when its buyer asked for one and it was
 * priced with VAT, a receipt otherwise, and none when no money changed hands (a free order).
 */
export const orderDocumentKind = (order: PaidOrderFacts): 'tax_invoice' | 'receipt' | null => {
  if (order.net + order.vat + order.shippingFee <= 0) return null;
  return order.asksTaxInvoice && order.vatPercent > 0 ? 'tax_invoice' : 'receipt';
};

/** The Revenue Department's branch number of a head office. */
export const HEAD_OFFICE_BRANCH = '00000';

/**
 * A branch as a tax invoice prints it: "สำนักงานใหญ่" for the head office (00000), "สาขาที่ 00012"
 * for a numbered branch; a branch a buyer wrote in words stays as written.
 */
export const branchLabel = (branch: string, locale: 'th' | 'en'): string => {
  const text = branch.trim();
  if (text === '') return '';
  if (/^\d{1,5}$/.test(text)) {
    const code = text.padStart(5, '0');
    if (code === HEAD_OFFICE_BRANCH) return locale === 'th' ? 'สำนักงานใหญ่' : 'Head office';
    return locale === 'th' ? `สาขาที่ ${code}` : `Branch ${code}`;
  }
  return text;
};
