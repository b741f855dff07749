import type { TaxDocumentKind } from '@shop/domain/tax/tax-documents';
import type { DocumentContent, DocumentParty } from './document-content';
import { CONTENT_WIDTH, DOCUMENT_COLORS, drawText, PAGE, rule, type Doc } from './document-pdf-kit';
import { DOCUMENT_TITLES, LABELS, thaiDate } from './document-pdf-wording';

export type DocumentHead = {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  content: DocumentContent;
};

const LEFT = PAGE.margin;
const TITLE_WIDTH = 210;
const SELLER_WIDTH = CONTENT_WIDTH - TITLE_WIDTH - 20;
const TITLE_X = PAGE.margin + CONTENT_WIDTH - TITLE_WIDTH;

/** Tax id and branch on one line, the way Thai invoices print them. */
const taxLine = (party: DocumentParty) =>
  [party.taxId && `${LABELS.taxId} ${party.taxId}`, party.branch].filter(Boolean).join('  ');

const sellerBlock = (doc: Doc, seller: DocumentParty, top: number) => {
  let y = top;
  y += drawText(doc, seller.name, LEFT, y, SELLER_WIDTH, { size: 15, bold: true });
  y += drawText(doc, seller.address, LEFT, y + 2, SELLER_WIDTH, { size: 9.5, color: DOCUMENT_COLORS.muted });
  y += drawText(doc, taxLine(seller), LEFT, y + 2, SELLER_WIDTH, { size: 9.5, color: DOCUMENT_COLORS.muted });
  if (seller.phone)
    y += drawText(doc, `${LABELS.phone} ${seller.phone}`, LEFT, y + 2, SELLER_WIDTH, { size: 9.5 });
  return y + 4;
};

const titleBlock = (doc: Doc, head: DocumentHead, top: number) => {
  const title = DOCUMENT_TITLES[head.kind];
  let y = top;
  y += drawText(doc, title.th, TITLE_X, y, TITLE_WIDTH, { size: 18, bold: true, align: 'right' });
  y += drawText(doc, title.en, TITLE_X, y, TITLE_WIDTH, {
    size: 10,
    align: 'right',
    color: DOCUMENT_COLORS.muted,
  });
  y += drawText(doc, LABELS.original, TITLE_X, y + 2, TITLE_WIDTH, { size: 9, align: 'right' });
  const rows: [string, string][] = [
    [LABELS.number, head.number],
    [LABELS.date, thaiDate(head.issuedAt)],
    [LABELS.order, String(head.content.orderId)],
  ];
  for (const [label, value] of rows) {
    drawText(doc, label, TITLE_X, y + 4, 100, { size: 9, color: DOCUMENT_COLORS.muted });
    y +=
      drawText(doc, value, TITLE_X + 100, y + 4, TITLE_WIDTH - 100, {
        size: 10,
        bold: true,
        align: 'right',
      }) + 2;
  }
  return y + 4;
};

const buyerBlock = (doc: Doc, buyer: DocumentParty, top: number) => {
  const inner = CONTENT_WIDTH - 20;
  let y = top + 8;
  y += drawText(doc, LABELS.customer, LEFT + 10, y, inner, { size: 9, color: DOCUMENT_COLORS.muted });
  y += drawText(doc, buyer.name, LEFT + 10, y, inner, { size: 12, bold: true });
  if (buyer.address) y += drawText(doc, buyer.address, LEFT + 10, y + 1, inner, { size: 9.5 });
  if (taxLine(buyer)) y += drawText(doc, taxLine(buyer), LEFT + 10, y + 1, inner, { size: 9.5 });
  const contact = [buyer.phone && `${LABELS.phone} ${buyer.phone}`, buyer.email].filter(Boolean).join('  ');
  if (contact)
    y += drawText(doc, contact, LEFT + 10, y + 1, inner, { size: 9.5, color: DOCUMENT_COLORS.muted });
  const bottom = y + 8;
  doc
    .roundedRect(LEFT, top, CONTENT_WIDTH, bottom - top, 4)
    .lineWidth(0.6)
    .stroke(DOCUMENT_COLORS.rule);
  return bottom;
};

/**
 * The top of the first page: the seller with its tax id and branch, the document's title,
 * number and date, then the buyer's box. Answers where the page continues.
 */
export const drawDocumentHead = (doc: Doc, head: DocumentHead): number => {
  const top = PAGE.margin;
  const below = Math.max(sellerBlock(doc, head.content.seller, top), titleBlock(doc, head, top));
  rule(doc, below + 2);
  return buyerBlock(doc, head.content.buyer, below + 12) + 12;
};
