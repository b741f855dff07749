import type { CertificateInput } from './certificate-pdf';

/** The words printed on a certificate, in its locale, before any layout. */
export type CertificateWording = {
  shopTitle: string;
  heading: string;
  certifies: string;
  studentName: string;
  completed: string;
  courseTitle: string;
  date: string;
  dateCaption: string;
  issuerCaption: string;
  number: string;
  /** The PDF's Title and Subject, which a viewer shows in its title bar and properties. */
  documentTitle: string;
  documentSubject: string;
};

const PHRASES = {
  th: {
    heading: 'ประกาศนียบัตร',
    certifies: 'เพื่อแสดงว่า',
    completed: 'ได้สำเร็จการศึกษาคอร์ส',
    dateCaption: 'วันที่ออกประกาศนียบัตร',
    issuerCaption: 'ผู้ออกประกาศนียบัตร',
    numberLabel: 'เลขที่',
  },
  en: {
    heading: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has successfully completed the course',
    dateCaption: 'Date of issue',
    issuerCaption: 'Issued by',
    numberLabel: 'Certificate No.',
  },
} as const;

// th-TH formats in the Buddhist era ("23 พฤศจิกายน 2569"); the date is the one in Bangkok, where
// the shop is, whatever the server's own time zone.
const DATE_LOCALES = { th: 'th-TH', en: 'en-GB' } as const;

export const certificateWording = (input: CertificateInput): CertificateWording => {
  const phrases = PHRASES[input.locale];
  const date = new Intl.DateTimeFormat(DATE_LOCALES[input.locale], {
    dateStyle: 'long',
    timeZone: 'Asia/Bangkok',
  }).format(input.issuedAt);
  return {
    shopTitle: input.shopTitle,
    heading: phrases.heading,
    certifies: phrases.certifies,
    studentName: input.studentName,
    completed: phrases.completed,
    courseTitle: input.courseTitle,
    date,
    dateCaption: phrases.dateCaption,
    issuerCaption: phrases.issuerCaption,
    number: `${phrases.numberLabel} ${input.number}`,
    documentTitle: `${phrases.heading} – ${input.studentName}`,
    documentSubject: input.courseTitle,
  };
};
