import { CERTIFICATE_PALETTE } from './certificate-pdf-palette';

const OUTER_INSET = 20;
const INNER_INSET = 30;
const HAIRLINE_INSET = 35;
const CORNER = 26;

const diamond = (doc: PDFKit.PDFDocument, x: number, y: number, radius: number) =>
  doc
    .polygon([x, y - radius], [x + radius, y], [x, y + radius], [x - radius, y])
    .fill(CERTIFICATE_PALETTE.gold);

// Quarter-squares in each corner of the inner frame, the classic diploma border, each ending in a
// diamond.
const corners = (doc: PDFKit.PDFDocument, width: number, height: number) => {
  const left = HAIRLINE_INSET + 6;
  const top = HAIRLINE_INSET + 6;
  const right = width - left;
  const bottom = height - top;
  const marks: [number, number, number, number][] = [
    [left, top, 1, 1],
    [right, top, -1, 1],
    [left, bottom, 1, -1],
    [right, bottom, -1, -1],
  ];
  for (const [x, y, dx, dy] of marks) {
    doc
      .moveTo(x, y + dy * CORNER)
      .lineTo(x, y)
      .lineTo(x + dx * CORNER, y)
      .lineWidth(1.2)
      .stroke(CERTIFICATE_PALETTE.gold);
    diamond(doc, x + (dx * CORNER) / 3, y + (dy * CORNER) / 3, 4);
  }
};

/** Paper tone, a navy outer rule, a gold double frame and corner ornaments around the page. */
export const drawCertificateFrame = (doc: PDFKit.PDFDocument) => {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill(CERTIFICATE_PALETTE.paper);
  const frame = (inset: number, lineWidth: number, color: string) =>
    doc
      .rect(inset, inset, width - 2 * inset, height - 2 * inset)
      .lineWidth(lineWidth)
      .stroke(color);
  frame(OUTER_INSET, 5, CERTIFICATE_PALETTE.navy);
  frame(INNER_INSET, 1.5, CERTIFICATE_PALETTE.gold);
  frame(HAIRLINE_INSET, 0.5, CERTIFICATE_PALETTE.gold);
  corners(doc, width, height);
};
