import { describe, expect, it } from 'vitest';
import { comparable, readPdfText } from '../../test/read-pdf';
import type { DocumentContent } from './document-content';
import { renderDocumentPdf, type DocumentPdfInput } from './document-pdf';

const party = {
  name: 'บริษัท ร้านคอร์ส จำกัด',
  address: '99 ถนนวิทยุ กรุงเทพมหานคร 10330',
  taxId: '0105556123453',
  branch: 'สำนักงานใหญ่',
  phone: '',
  email: 'shop@example.com',
};

const line = (index: number) => ({
  description: `คอร์สออนไลน์ลำดับที่ ${String(index)} การบริหารการเงินสำหรับธุรกิจขนาดเล็ก`,
  quantity: 1,
  unitPrice: 10_000,
  amount: 10_000,
  discount: 0,
  net: 10_000,
});

const content = (lines: number, overrides: Partial<DocumentContent> = {}): DocumentContent => ({
  currency: 'THB',
  seller: party,
  buyer: { ...party, name: 'สมหญิง เรียนดี', taxId: '', branch: '' },
  orderId: 7,
  lines: Array.from({ length: lines }, (_, index) => line(index + 1)),
  amounts: {
    subtotal: lines * 10_000,
    discount: 0,
    net: lines * 10_000,
    vatPercent: 0,
    vatIncluded: false,
    vat: 0,
    shippingFee: 0,
    grandTotal: lines * 10_000,
    withholdingPercent: null,
    withholding: 0,
    amountPaid: lines * 10_000,
  },
  creditNote: null,
  replaces: null,
  amountInWords: 'สี่พันบาทถ้วน',
  ...overrides,
});

const receipt = (document: DocumentContent): DocumentPdfInput => ({
  kind: 'receipt',
  number: 'RC2026-000009',
  issuedAt: new Date('2026-03-01T03:00:00Z'),
  content: document,
  isVoided: false,
});

describe('renderDocumentPdf', () => {
  it('continues a long order on further pages, every line and the totals printed once', async () => {
    const { pages, text } = await readPdfText(await renderDocumentPdf(receipt(content(40))));

    expect(pages).toBeGreaterThan(1);
    for (const index of [1, 20, 40]) expect(text).toContain(comparable(`คอร์สออนไลน์ลำดับที่ ${String(index)} `));
    expect(text.split(comparable('จำนวนเงินรวมทั้งสิ้น'))).toHaveLength(2);
    expect(text).toContain('4,000.00');
    expect(text).toContain(`RC2026-000009`);
    expect(text).toContain(`${String(pages)}/${String(pages)}`);
  });

  it('prints no VAT rows on the receipt of a shop that charges no VAT', async () => {
    const { text } = await readPdfText(await renderDocumentPdf(receipt(content(1))));

    expect(text).not.toContain(comparable('ภาษีมูลค่าเพิ่ม'));
    expect(text).toContain(comparable('ใบเสร็จรับเงิน'));
  });

  it('prints a USD document in dollars without Thai baht words', async () => {
    const usd = content(1, { currency: 'USD', amountInWords: '' });
    const { text } = await readPdfText(await renderDocumentPdf(receipt(usd)));

    expect(text).toContain('Amounts in US dollars (USD)');
    expect(text).not.toContain(comparable('บาทถ้วน'));
  });

  it('draws the same document to the same bytes every time', async () => {
    const first = await renderDocumentPdf(receipt(content(3)));
    const second = await renderDocumentPdf(receipt(content(3)));

    expect(second.equals(first)).toBe(true);
  });
});
