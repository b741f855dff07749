import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { fitCertificateText, type TextFit } from './certificate-pdf-text-fit';

const FONT = fileURLToPath(new URL('../../../assets/fonts/Sarabun-Bold.ttf', import.meta.url));

const newDocument = () => {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0 });
  doc.registerFont('bold', FONT);
  return doc;
};

const fit: TextFit = { font: 'bold', width: 300, maxSize: 26, minSize: 14, maxLines: 3 };
const title = 'หลักสูตรการพัฒนาเว็บแอปพลิเคชันด้วย TypeScript และ React สำหรับผู้เริ่มต้นที่ไม่เคยเขียนโปรแกรมมาก่อน';
const wordEnds = new Set(
  Array.from(
    new Intl.Segmenter('th', { granularity: 'word' }).segment(title),
    (part) => part.index + part.segment.length,
  ),
);
const NIKHAHIT_AND_SARA_AA = /\u0E4D\u0E32/g;

describe('fitCertificateText', () => {
  it('keeps a short title on one line at the largest size', () => {
    const fitted = fitCertificateText(newDocument(), 'พื้นฐาน TypeScript', fit);

    expect(fitted).toMatchObject({ size: 26, lines: ['พื้นฐาน TypeScript'] });
  });

  it('breaks a Thai title only where a word ends, each line within the width', () => {
    const doc = newDocument();
    const fitted = fitCertificateText(doc, title, fit);

    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    let end = 0;
    for (const line of fitted.lines.slice(0, -1)) {
      const typed = line.replace(NIKHAHIT_AND_SARA_AA, 'ำ');
      end = title.indexOf(typed, end) + typed.length;
      expect(wordEnds.has(end)).toBe(true);
    }
    for (const line of fitted.lines)
      expect(doc.fontSize(fitted.size).widthOfString(line)).toBeLessThanOrEqual(300);
  });

  it('shrinks the size until the lines also fit the height it is given', () => {
    const roomy = fitCertificateText(newDocument(), title, fit);
    const tight = fitCertificateText(newDocument(), title, { ...fit, maxHeight: 60 });

    expect(tight.size).toBeLessThan(roomy.size);
    expect(tight.height).toBeLessThanOrEqual(60);
  });

  it('ends with an ellipsis when even the smallest size cannot hold the whole text', () => {
    const doc = newDocument();
    const fitted = fitCertificateText(doc, title.repeat(5), fit);

    expect(fitted.size).toBe(14);
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines.at(-1)).toMatch(/…$/);
    for (const line of fitted.lines) expect(doc.fontSize(14).widthOfString(line)).toBeLessThanOrEqual(300);
  });

  it('splits a word wider than the line between letters, keeping each with its marks', () => {
    const fitted = fitCertificateText(newDocument(), 'ก่'.repeat(80), { ...fit, maxLines: 10 });

    expect(fitted.lines.length).toBeGreaterThan(1);
    for (const line of fitted.lines) expect(line).toMatch(/^(ก่)+$/);
  });
});
