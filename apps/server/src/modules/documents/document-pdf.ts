import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { DocumentHead } from './document-pdf-header';
import { drawDocumentHead } from './document-pdf-header';
import { CONTENT_WIDTH, DOCUMENT_COLORS, DOCUMENT_FONTS, drawText, PAGE, type Doc } from './document-pdf-kit';
import { drawLineTable } from './document-pdf-table';
import { drawDocumentFoot } from './document-pdf-totals';
import { DOCUMENT_TITLES, LABELS } from './document-pdf-wording';

export type DocumentPdfInput = DocumentHead & { isVoided: boolean };

// Right when this module runs from its TypeScript source (src/modules/documents/ ->
// apps/server/assets/fonts); the bundled server passes its own folder (see the certificate).
const SOURCE_FONTS_DIR = fileURLToPath(new URL('../../../assets/fonts', import.meta.url));

const collect = (doc: Doc) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

/** Every page's foot (number and page), and across a voided document's pages, the void stamp. */
const finishPages = (doc: Doc, input: DocumentPdfInput) => {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const foot = `${input.number} · ${LABELS.computerMade} · ${String(index + 1)}/${String(range.count)}`;
    drawText(doc, foot, PAGE.margin, PAGE.height - PAGE.margin - 10, CONTENT_WIDTH, {
      size: 8,
      align: 'center',
      color: DOCUMENT_COLORS.muted,
    });
    if (input.isVoided) {
      doc.save();
      doc.rotate(-30, { origin: [PAGE.width / 2, PAGE.height / 2] });
      doc.opacity(0.25);
      drawText(doc, LABELS.voided, PAGE.margin, PAGE.height / 2 - 40, CONTENT_WIDTH, {
        size: 64,
        bold: true,
        align: 'center',
        color: '#c62828',
      });
      doc.restore();
    }
  }
};

/**
 * Draws a tax invoice, receipt or credit note as an A4 PDF set in Sarabun, from the snapshot the
 * document was issued with. The same document gives the same bytes: its only date is the issue
 * date, which is also the file's creation date.
 */
export const renderDocumentPdf = async (
  input: DocumentPdfInput,
  fontsDir: string = SOURCE_FONTS_DIR,
): Promise<Buffer> => {
  const [regular, bold] = await Promise.all([
    readFile(path.join(fontsDir, 'Sarabun-Regular.ttf')),
    readFile(path.join(fontsDir, 'Sarabun-Bold.ttf')),
  ]);
  const title = DOCUMENT_TITLES[input.kind];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: 'th',
    displayTitle: true,
    info: {
      Title: `${title.th} ${input.number}`,
      Author: input.content.seller.name,
      Subject: `${title.en} ${input.number}`,
      CreationDate: input.issuedAt,
    },
  });
  const pdf = collect(doc);
  doc.registerFont(DOCUMENT_FONTS.regular, regular);
  doc.registerFont(DOCUMENT_FONTS.bold, bold);
  const tableTop = drawDocumentHead(doc, input);
  const tableEnd = drawLineTable(doc, input.content.lines, input.content.currency, tableTop);
  drawDocumentFoot(doc, input, tableEnd);
  finishPages(doc, input);
  doc.end();
  return pdf;
};
