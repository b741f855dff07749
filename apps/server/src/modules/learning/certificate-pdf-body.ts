import { CERTIFICATE_PALETTE } from './certificate-pdf-palette';
import { drawCertificateSeal } from './certificate-pdf-seal';
import { fitCertificateText, type FittedText, type TextFit } from './certificate-pdf-text-fit';
import type { CertificateWording } from './certificate-pdf-wording';

/** The names under which the renderer registers Sarabun Regular and Bold on the document. */
export const CERTIFICATE_FONTS = { regular: 'Sarabun', bold: 'Sarabun-Bold' } as const;

const { regular, bold } = CERTIFICATE_FONTS;
const { navy, gold, ink, muted } = CERTIFICATE_PALETTE;

type Doc = PDFKit.PDFDocument;
type Block = { text: string; fit: TextFit; color: string };

const line = (font: string, size: number, width = 620): TextFit => ({
  font,
  width,
  maxSize: size,
  minSize: Math.max(9, Math.round(size * 0.6)),
  maxLines: 1,
});

// Draws each line centred on cx from `top` down.
const draw = (doc: Doc, fitted: FittedText, color: string, cx: number, top: number) => {
  doc.font(fitted.font).fontSize(fitted.size).fillColor(color);
  fitted.lines.forEach((text, index) => {
    const x = cx - doc.widthOfString(text) / 2;
    doc.text(text, x, top + index * fitted.lineAdvance, { lineBreak: false });
  });
};

const block = (doc: Doc, { text, fit, color }: Block, cx: number, top: number) =>
  draw(doc, fitCertificateText(doc, text, fit), color, cx, top);

const rule = (doc: Doc, cx: number, y: number, halfWidth: number, color: string) =>
  doc
    .moveTo(cx - halfWidth, y)
    .lineTo(cx + halfWidth, y)
    .lineWidth(0.8)
    .stroke(color);

const divider = (doc: Doc, cx: number, y: number) => {
  rule(doc, cx - 34, y, 26, gold);
  rule(doc, cx + 34, y, 26, gold);
  doc.polygon([cx, y - 4], [cx + 4, y], [cx, y + 4], [cx - 4, y]).fill(gold);
};

// The name and the course title each sit in a fixed band, centred in it; a long one wraps and
// shrinks rather than pushing what follows down the page.
const inBand = (doc: Doc, { text, fit, color }: Block, cx: number, band: { top: number; height: number }) => {
  const fitted = fitCertificateText(doc, text, { ...fit, maxHeight: band.height });
  draw(doc, fitted, color, cx, band.top + (band.height - fitted.height) / 2);
};

const NAME_FIT: TextFit = { font: bold, width: 640, maxSize: 36, minSize: 20, maxLines: 2 };
const COURSE_FIT: TextFit = { font: bold, width: 640, maxSize: 26, minSize: 15, maxLines: 3 };

// A value written above a rule with its caption beneath, like a signature line.
const signatureLine = (doc: Doc, value: string, caption: string, cx: number) => {
  const baseline = 482;
  const fitted = fitCertificateText(doc, value, { ...line(bold, 15, 210), maxLines: 2, maxHeight: 44 });
  draw(doc, fitted, navy, cx, baseline - 3 - fitted.height);
  rule(doc, cx, baseline, 110, muted);
  block(doc, { text: caption, fit: line(regular, 11, 210), color: muted }, cx, baseline + 4);
};

/**
 * Lays the certificate's words out on an A4 landscape page (842 x 595 pt) inside its frame; every
 * text has a fixed place, measured in points from the top edge, and shrinks to keep to it.
 */
export const drawCertificateBody = (doc: Doc, wording: CertificateWording) => {
  const cx = doc.page.width / 2;
  block(doc, { text: wording.shopTitle, fit: line(bold, 17, 560), color: gold }, cx, 58);
  divider(doc, cx, 98);
  block(doc, { text: wording.heading, fit: line(bold, 44), color: navy }, cx, 104);
  block(doc, { text: wording.certifies, fit: line(regular, 16), color: ink }, cx, 180);
  inBand(doc, { text: wording.studentName, fit: NAME_FIT, color: navy }, cx, { top: 202, height: 58 });
  rule(doc, cx, 266, 200, gold);
  block(doc, { text: wording.completed, fit: line(regular, 16), color: ink }, cx, 277);
  inBand(doc, { text: wording.courseTitle, fit: COURSE_FIT, color: navy }, cx, { top: 307, height: 112 });
  signatureLine(doc, wording.date, wording.dateCaption, cx - 200);
  drawCertificateSeal(doc, cx, 466, 34);
  signatureLine(doc, wording.shopTitle, wording.issuerCaption, cx + 200);
  block(doc, { text: wording.number, fit: line(regular, 9, 400), color: muted }, cx, 536);
};
