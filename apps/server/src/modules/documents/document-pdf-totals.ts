import type { Currency } from '@shop/domain/money/currency';
import type { DocumentContent } from './document-content';
import type { DocumentHead } from './document-pdf-header';
import {
  CONTENT_WIDTH,
  DOCUMENT_COLORS,
  drawText,
  measureText,
  PAGE,
  rule,
  type Doc,
} from './document-pdf-kit';
import { PAGE_BOTTOM } from './document-pdf-table';
import { LABELS, money, thaiDate } from './document-pdf-wording';

type Row = { label: string; amount: number; strong?: boolean };

const VALUE_WIDTH = 95;
const LABEL_WIDTH = 215;
const ROWS_X = PAGE.margin + CONTENT_WIDTH - VALUE_WIDTH - LABEL_WIDTH;
const NOTES_WIDTH = ROWS_X - PAGE.margin - 16;
// Room the totals, words and signatures need; a table ending lower moves them to a new page.
const BLOCK_HEIGHT = 250;

const invoiceRows = (content: DocumentContent): Row[] => {
  const a = content.amounts;
  if (!a) return [];
  return [
    // VAT-inclusive prices are printed as the buyer saw them, the VAT then split out below.
    { label: a.vatIncluded ? LABELS.subtotalVatIncluded : LABELS.subtotal, amount: a.subtotal },
    { label: LABELS.discount, amount: a.discount },
    // A shop that charges no VAT prints no VAT rows.
    ...(a.vatPercent > 0 || a.vat > 0
      ? [
          { label: LABELS.net, amount: a.net },
          { label: LABELS.vat(a.vatPercent), amount: a.vat },
        ]
      : []),
    ...(a.shippingFee > 0 ? [{ label: LABELS.shipping, amount: a.shippingFee }] : []),
    { label: LABELS.grandTotal, amount: a.grandTotal, strong: true },
    ...(a.withholding > 0
      ? [
          { label: LABELS.withholding(a.withholdingPercent), amount: a.withholding },
          { label: LABELS.amountPaid, amount: a.amountPaid, strong: true },
        ]
      : []),
  ];
};

const creditRows = (content: DocumentContent): Row[] => {
  const c = content.creditNote;
  if (!c) return [];
  return [
    { label: LABELS.originalValue, amount: c.originalValue },
    { label: LABELS.correctValue, amount: c.correctValue },
    { label: LABELS.difference, amount: c.difference },
    ...(c.vatPercent > 0 || c.vatDifference > 0
      ? [{ label: LABELS.vat(c.vatPercent), amount: c.vatDifference }]
      : []),
    { label: LABELS.totalDifference, amount: c.totalDifference, strong: true },
  ];
};

const drawRows = (doc: Doc, rows: Row[], currency: Currency, top: number) => {
  let y = top;
  for (const row of rows) {
    const style = { size: row.strong ? 10.5 : 9.5, bold: row.strong ?? false };
    const height = drawText(doc, row.label, ROWS_X, y, LABEL_WIDTH - 8, { ...style, align: 'right' });
    drawText(doc, money(row.amount, currency), ROWS_X + LABEL_WIDTH, y, VALUE_WIDTH - 5, {
      ...style,
      align: 'right',
    });
    y += height + 4;
    if (row.strong) rule(doc, y - 2, ROWS_X, LABEL_WIDTH + VALUE_WIDTH);
  }
  return y;
};

/** The notes beside the totals: what a credit note reduces and why, what a re-issue replaces, the words. */
const drawNotes = (doc: Doc, content: DocumentContent, top: number) => {
  const notes: string[] = [];
  const credit = content.creditNote;
  if (credit) {
    notes.push(LABELS.creditFor(credit.originalNumber, thaiDate(new Date(credit.originalIssuedAt))));
    notes.push(LABELS.creditReason(credit.reason));
  }
  if (content.replaces) notes.push(LABELS.replaces(content.replaces.number, content.replaces.reason));
  notes.push(LABELS.currency(content.currency));
  let y = top;
  if (content.amountInWords) {
    const words = `(${content.amountInWords})`;
    const style = { size: 10.5, bold: true };
    const height = measureText(doc, words, NOTES_WIDTH - 16, style);
    doc.rect(PAGE.margin, y, NOTES_WIDTH, height + 12).fill(DOCUMENT_COLORS.fill);
    drawText(doc, words, PAGE.margin + 8, y + 6, NOTES_WIDTH - 16, style);
    y += height + 18;
  }
  for (const note of notes) y += drawText(doc, note, PAGE.margin, y, NOTES_WIDTH, { size: 9 }) + 4;
  return y;
};

const signature = (doc: Doc, caption: string, x: number, y: number) => {
  rule(doc, y, x, 190);
  drawText(doc, caption, x, y + 4, 190, { size: 9, align: 'center', color: DOCUMENT_COLORS.muted });
};

/** The money rows, the amount in words and notes, and the signature lines, below the table. */
export const drawDocumentFoot = (doc: Doc, head: DocumentHead, tableEnd: number) => {
  let top = tableEnd + 12;
  if (top + BLOCK_HEIGHT > PAGE_BOTTOM) {
    doc.addPage();
    top = PAGE.margin;
  }
  const rows = head.kind === 'credit_note' ? creditRows(head.content) : invoiceRows(head.content);
  const end = Math.max(drawRows(doc, rows, head.content.currency, top), drawNotes(doc, head.content, top));
  const signatures = Math.max(end + 60, PAGE_BOTTOM - 40);
  signature(doc, LABELS.receivedBy, PAGE.margin + 20, signatures);
  signature(doc, LABELS.authorised, PAGE.margin + CONTENT_WIDTH - 210, signatures);
};
