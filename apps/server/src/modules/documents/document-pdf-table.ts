import type { Currency } from '@shop/domain/money/currency';
import type { DocumentLine } from './document-content';
import {
  CONTENT_WIDTH,
  DOCUMENT_COLORS,
  drawText,
  measureText,
  PAGE,
  rule,
  type Doc,
  type TextStyle,
} from './document-pdf-kit';
import { LABELS, money } from './document-pdf-wording';

const INDEX = 32;
const QUANTITY = 56;
const UNIT_PRICE = 95;
const AMOUNT = 95;
const DESCRIPTION = CONTENT_WIDTH - INDEX - QUANTITY - UNIT_PRICE - AMOUNT;

type Column = { x: number; width: number; align: TextStyle['align'] };

const column = (x: number, width: number, align: TextStyle['align']): Column => ({ x, width, align });

const COLUMNS = (() => {
  const index = column(PAGE.margin, INDEX, 'center');
  const description = column(index.x + INDEX, DESCRIPTION, 'left');
  const quantity = column(description.x + DESCRIPTION, QUANTITY, 'right');
  const unitPrice = column(quantity.x + QUANTITY, UNIT_PRICE, 'right');
  const amount = column(unitPrice.x + UNIT_PRICE, AMOUNT, 'right');
  return { index, description, quantity, unitPrice, amount };
})();

const PAD = 5;
/** Where a page's content must end, leaving room for the page's foot. */
export const PAGE_BOTTOM = PAGE.height - PAGE.margin - 24;

const cell = (doc: Doc, text: string, col: Column, y: number, style: TextStyle) =>
  drawText(doc, text, col.x + PAD, y, col.width - 2 * PAD, { ...style, align: col.align });

const headerRow = (doc: Doc, top: number) => {
  const style: TextStyle = { size: 9, bold: true };
  const height =
    Math.max(
      ...Object.entries(COLUMNS).map(([name, col]) =>
        measureText(doc, LABELS.columns[name as keyof typeof COLUMNS], col.width - 2 * PAD, style),
      ),
    ) +
    2 * PAD;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(DOCUMENT_COLORS.fill);
  for (const [name, col] of Object.entries(COLUMNS))
    cell(doc, LABELS.columns[name as keyof typeof COLUMNS], col, top + PAD, style);
  return top + height;
};

/**
 * The lines as a table (no., description, quantity, unit price, amount); a line that does not
 * fit the page goes to the next one under a repeated header. Answers where the table ends.
 */
export const drawLineTable = (doc: Doc, lines: readonly DocumentLine[], currency: Currency, top: number) => {
  let y = headerRow(doc, top);
  lines.forEach((line, index) => {
    const style: TextStyle = { size: 10 };
    const height = measureText(doc, line.description, COLUMNS.description.width - 2 * PAD, style) + 2 * PAD;
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      y = headerRow(doc, PAGE.margin);
    }
    cell(doc, String(index + 1), COLUMNS.index, y + PAD, style);
    cell(doc, line.description, COLUMNS.description, y + PAD, style);
    cell(doc, String(line.quantity), COLUMNS.quantity, y + PAD, style);
    cell(doc, money(line.unitPrice, currency), COLUMNS.unitPrice, y + PAD, style);
    cell(doc, money(line.amount, currency), COLUMNS.amount, y + PAD, style);
    y += height;
    rule(doc, y);
  });
  return y;
};
