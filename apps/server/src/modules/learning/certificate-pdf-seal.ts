import { CERTIFICATE_PALETTE } from './certificate-pdf-palette';

const star = (cx: number, cy: number, outer: number, inner: number): [number, number][] =>
  Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });

/** A gold rosette with two ribbon tails, standing in for an embossed seal. */
export const drawCertificateSeal = (doc: PDFKit.PDFDocument, cx: number, cy: number, radius: number) => {
  const { gold, paper } = CERTIFICATE_PALETTE;
  const tail = radius * 0.45;
  for (const side of [-1, 1]) {
    const x = cx + side * radius * 0.45;
    doc
      .polygon(
        [x - tail / 2, cy],
        [x + tail / 2, cy],
        [x + tail / 2 + side * tail * 0.3, cy + radius * 1.45],
        [x + side * tail * 0.3, cy + radius * 1.15],
        [x - tail / 2 + side * tail * 0.3, cy + radius * 1.45],
      )
      .fill(gold);
  }
  doc.circle(cx, cy, radius).fill(gold);
  doc
    .circle(cx, cy, radius * 0.86)
    .lineWidth(1)
    .stroke(paper);
  doc
    .circle(cx, cy, radius * 0.76)
    .lineWidth(0.6)
    .dash(1.5, { space: 2 })
    .stroke(paper)
    .undash();
  doc.polygon(...star(cx, cy, radius * 0.42, radius * 0.18)).fill(paper);
};
