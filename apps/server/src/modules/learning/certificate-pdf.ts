import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { CERTIFICATE_FONTS, drawCertificateBody } from './certificate-pdf-body';
import { drawCertificateFrame } from './certificate-pdf-frame';
import { certificateWording } from './certificate-pdf-wording';

/** What a course completion certificate says. */
export type CertificateInput = {
  locale: 'th' | 'en';
  /** The student's name as it should read (Thai names are common in both locales). */
  studentName: string;
  courseTitle: string;
  /** When the course was completed (the certificate's issue date); shown as a date in Asia/Bangkok. */
  issuedAt: Date;
  /** e.g. "CS-2026-000012" */
  number: string;
  /** The shop's name, e.g. "Course Shop" or a Thai school name. */
  shopTitle: string;
};

// Right only when this module runs from its TypeScript source (src/modules/learning/ ->
// apps/server/assets/fonts). Bundled into dist/main.js the module sits two folders higher, so the
// bundle's entry passes its own `new URL('../assets/fonts', import.meta.url)`.
const SOURCE_FONTS_DIR = fileURLToPath(new URL('../../../assets/fonts', import.meta.url));

const readFonts = (fontsDir: string) =>
  Promise.all([
    readFile(path.join(fontsDir, 'Sarabun-Regular.ttf')),
    readFile(path.join(fontsDir, 'Sarabun-Bold.ttf')),
  ]);

const collect = (doc: PDFKit.PDFDocument) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

/**
 * Renders the certificate as a one-page A4 landscape PDF set in Sarabun. The same input gives the
 * same bytes: the only date in the file is `issuedAt`, and pdfkit derives the file ID from the
 * document info, which must therefore be complete when the document is created.
 */
export const renderCertificatePdf = async (
  input: CertificateInput,
  fontsDir: string = SOURCE_FONTS_DIR,
): Promise<Buffer> => {
  const [regular, bold] = await readFonts(fontsDir);
  const wording = certificateWording(input);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: input.locale,
    displayTitle: true,
    info: {
      Title: wording.documentTitle,
      Author: input.shopTitle,
      Subject: wording.documentSubject,
      CreationDate: input.issuedAt,
    },
  });
  const pdf = collect(doc);
  doc.registerFont(CERTIFICATE_FONTS.regular, regular);
  doc.registerFont(CERTIFICATE_FONTS.bold, bold);
  drawCertificateFrame(doc);
  drawCertificateBody(doc, wording);
  doc.end();
  return pdf;
};
