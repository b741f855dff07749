import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCertificatePdf, type CertificateInput } from './certificate-pdf';

const thai: CertificateInput = {
  locale: 'th',
  studentName: 'ณัฐพงศ์ น้ำใจดี',
  courseTitle: 'การเขียนโปรแกรม TypeScript สำหรับผู้เริ่มต้น',
  // 10:00 in Bangkok on 23 November 2026.
  issuedAt: new Date('2026-11-23T03:00:00Z'),
  number: 'CS-2026-000012',
  shopTitle: 'โรงเรียนกวดวิชาบ้านครูน้ำ',
};

const english: CertificateInput = {
  ...thai,
  locale: 'en',
  studentName: 'สมหญิง ใจดี',
  courseTitle: 'Web Development with TypeScript and React',
  shopTitle: 'Course Shop',
};

// The PDF writes SARA AM (ำ) as NIKHAHIT + SARA AA so that copying it gives back one glyph per
// letter (see certificate-pdf-sara-am.ts); that pair is ำ's compatibility decomposition, so both
// sides are compared in NFKC. pdf.js extracts each drawn line as one string with its marks in
// order, so nothing else needs normalising.
const comparable = (text: string) => text.normalize('NFKC');

type PdfText = { str: string; x: number; width: number };

const readPdf = async (pdf: Buffer) => {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const page = await document.getPage(1);
    const content = await page.getTextContent();
    const items: PdfText[] = content.items.flatMap((item) =>
      'str' in item ? [{ str: item.str, x: Number(item.transform[4]), width: item.width }] : [],
    );
    const { info } = await document.getMetadata();
    return {
      pages: document.numPages,
      pageWidth: page.view[2] ?? 0,
      items,
      text: comparable(items.map((item) => item.str).join('\n')),
      info: info as Record<string, unknown>,
    };
  } finally {
    await document.destroy();
  }
};

describe('renderCertificatePdf', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prints the Thai certificate on one page with the name, course, Buddhist-era date and number', async () => {
    const pdf = await renderCertificatePdf(thai);
    const read = await readPdf(pdf);

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(read.pages).toBe(1);
    for (const expected of [
      'ประกาศนียบัตร',
      'เพื่อแสดงว่า',
      'ณัฐพงศ์ น้ำใจดี',
      'ได้สำเร็จการศึกษาคอร์ส',
      'การเขียนโปรแกรม TypeScript สำหรับผู้เริ่มต้น',
      '23 พฤศจิกายน 2569',
      'โรงเรียนกวดวิชาบ้านครูน้ำ',
      'CS-2026-000012',
    ]) {
      expect(read.text).toContain(comparable(expected));
    }
  });

  it('prints the English certificate with a Thai name and the date in words', async () => {
    const read = await readPdf(await renderCertificatePdf(english));

    expect(read.pages).toBe(1);
    for (const expected of [
      'Course Shop',
      'Certificate of Completion',
      'This certifies that',
      'สมหญิง ใจดี',
      'has successfully completed the course',
      'Web Development with TypeScript and React',
      '23 November 2026',
      'CS-2026-000012',
    ]) {
      expect(read.text).toContain(comparable(expected));
    }
  });

  it('copies SARA AM back without a stray SARA AA', async () => {
    const read = await readPdf(await renderCertificatePdf(thai));

    expect(read.text).not.toMatch(/\u0E4D\u0E32\u0E32/);
    expect(read.text).toContain(comparable('น้ำใจดี'));
  });

  it('dates the certificate by the day in Bangkok, not on the server', async () => {
    // 23:30 on 22 November in UTC is already 06:30 on the 23rd in Bangkok.
    const read = await readPdf(
      await renderCertificatePdf({ ...english, issuedAt: new Date('2026-11-22T23:30:00Z') }),
    );

    expect(read.text).toContain('23 November 2026');
  });

  it('keeps a very long Thai course title on the one page, inside the frame', async () => {
    const courseTitle =
      'หลักสูตรการพัฒนาเว็บแอปพลิเคชันแบบครบวงจรด้วย TypeScript, React, Node.js และฐานข้อมูล PostgreSQL ' +
      'สำหรับผู้ที่ต้องการเปลี่ยนสายงานมาเป็นนักพัฒนาซอฟต์แวร์มืออาชีพภายในหกเดือน พร้อมโครงงานจริง';
    const read = await readPdf(await renderCertificatePdf({ ...thai, courseTitle }));

    expect(read.pages).toBe(1);
    expect(read.text.replace(/\s/g, '')).toContain(comparable(courseTitle).replace(/\s/g, ''));
    for (const item of read.items) {
      expect(item.x).toBeGreaterThanOrEqual(36);
      expect(item.x + item.width).toBeLessThanOrEqual(read.pageWidth - 36);
    }
  });

  it('ends a course title too long for three lines with an ellipsis rather than overflowing', async () => {
    const courseTitle = 'การบริหารจัดการโครงการซอฟต์แวร์ '.repeat(20);
    const read = await readPdf(await renderCertificatePdf({ ...thai, courseTitle }));

    expect(read.pages).toBe(1);
    expect(read.text).toContain(comparable('…'));
    expect(read.text.split(comparable('การบริหาร')).length - 1).toBeLessThan(20);
  });

  it('records the title, the shop as author, the course as subject and the issue date as creation date', async () => {
    const read = await readPdf(await renderCertificatePdf(thai));

    expect(read.info).toMatchObject({
      Title: 'ประกาศนียบัตร – ณัฐพงศ์ น้ำใจดี',
      Author: 'โรงเรียนกวดวิชาบ้านครูน้ำ',
      Subject: 'การเขียนโปรแกรม TypeScript สำหรับผู้เริ่มต้น',
      CreationDate: 'D:20261123030000Z',
    });
  });

  it('gives the same bytes for the same input whenever it is rendered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T00:00:00Z'));
    const first = await renderCertificatePdf(thai);
    vi.setSystemTime(new Date('2031-06-15T12:34:56Z'));
    const second = await renderCertificatePdf(thai);

    expect(second.equals(first)).toBe(true);
  });

  it('reads the fonts from the folder it is given', async () => {
    await expect(renderCertificatePdf(thai, '/nonexistent/fonts')).rejects.toThrow(
      /\/nonexistent\/fonts\/Sarabun-/,
    );
  });
});
