import { fitCertificateText } from '../learning/index';

/** The names under which the renderer registers Sarabun on the document. */
export const DOCUMENT_FONTS = { regular: 'Sarabun', bold: 'Sarabun-Bold' } as const;

export const DOCUMENT_COLORS = { ink: '#1f2933', muted: '#52606d', rule: '#9aa5b1', fill: '#eef2f7' };

/** A4 portrait in points, with the margins every page keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export type Doc = PDFKit.PDFDocument;

export type TextStyle = {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
};

/**
 * Writes text into a box `width` wide from (x, y), wrapping at Thai word boundaries (each line
 * break the text holds starts a new line), and answers the height it took.
 */
export const drawText = (doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle) => {
  const font = style.bold ? DOCUMENT_FONTS.bold : DOCUMENT_FONTS.regular;
  let top = y;
  for (const paragraph of text.split(/\r?\n/)) {
    if (paragraph.trim() === '') continue;
    const fitted = fitCertificateText(doc, paragraph, {
      font,
      width,
      maxSize: style.size,
      minSize: style.size,
      maxLines: 50,
    });
    doc
      .font(font)
      .fontSize(style.size)
      .fillColor(style.color ?? DOCUMENT_COLORS.ink);
    fitted.lines.forEach((line, index) => {
      const lineWidth = doc.widthOfString(line);
      const left =
        style.align === 'right'
          ? x + width - lineWidth
          : style.align === 'center'
            ? x + (width - lineWidth) / 2
            : x;
      doc.text(line, left, top + index * fitted.lineAdvance, { lineBreak: false });
    });
    top += fitted.lines.length === 0 ? 0 : fitted.height + (fitted.lineAdvance - doc.currentLineHeight());
  }
  return top - y;
};

/** The height `drawText` would take, without drawing. */
export const measureText = (doc: Doc, text: string, width: number, style: TextStyle) => {
  const font = style.bold ? DOCUMENT_FONTS.bold : DOCUMENT_FONTS.regular;
  return text
    .split(/\r?\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .reduce((height, paragraph) => {
      const fitted = fitCertificateText(doc, paragraph, {
        font,
        width,
        maxSize: style.size,
        minSize: style.size,
        maxLines: 50,
      });
      return height + fitted.height + (fitted.lineAdvance - doc.currentLineHeight());
    }, 0);
};

export const rule = (doc: Doc, y: number, x: number = PAGE.margin, width: number = CONTENT_WIDTH) =>
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .stroke(DOCUMENT_COLORS.rule);
