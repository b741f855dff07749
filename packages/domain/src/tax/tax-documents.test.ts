import { describe, expect, it } from 'vitest';
import { creditNoteAmounts, invoiceAmounts } from './document-amounts';
import { branchLabel, documentYear, formatDocumentNumber, orderDocumentKind } from './tax-documents';

describe('document numbers', () => {
  it.each([
    { kind: 'tax_invoice', year: 2026, sequence: 1, expected: 'INV2026-000001' },
    { kind: 'receipt', year: 2026, sequence: 42, expected: 'RC2026-000042' },
    { kind: 'credit_note', year: 2027, sequence: 123_456, expected: 'CN2027-123456' },
  ] as const)('numbers the $kind $sequence of $year as $expected', ({ kind, year, sequence, expected }) => {
    expect(formatDocumentNumber(kind, year, sequence)).toBe(expected);
  });

  it.each([
    { at: '2026-12-31T16:59:59Z', year: 2026, why: '23:59:59 on 31 December in Bangkok' },
    { at: '2026-12-31T17:00:00Z', year: 2027, why: 'midnight of 1 January in Bangkok' },
  ])('counts a document issued at $at in $year ($why)', ({ at, year }) => {
    expect(documentYear(new Date(at))).toBe(year);
  });
});

describe('orderDocumentKind', () => {
  const paid = { asksTaxInvoice: true, vatPercent: 7, net: 100_000, vat: 7_000, shippingFee: 0 };

  it.each([
    { order: paid, expected: 'tax_invoice', why: 'asked for, with VAT' },
    { order: { ...paid, asksTaxInvoice: false }, expected: 'receipt', why: 'not asked for' },
    { order: { ...paid, vatPercent: 0, vat: 0 }, expected: 'receipt', why: 'the shop charged no VAT' },
    { order: { ...paid, net: 0, vat: 0 }, expected: null, why: 'a free order' },
    {
      order: { ...paid, asksTaxInvoice: false, net: 0, vat: 0, shippingFee: 5_000 },
      expected: 'receipt',
      why: 'only delivery was paid for',
    },
  ] as const)('gives $expected when $why', ({ order, expected }) => {
    expect(orderDocumentKind(order)).toBe(expected);
  });
});

describe('branchLabel', () => {
  it.each([
    { branch: '00000', th: 'สำนักงานใหญ่', en: 'Head office' },
    { branch: '0', th: 'สำนักงานใหญ่', en: 'Head office' },
    { branch: '12', th: 'สาขาที่ 00012', en: 'Branch 00012' },
    { branch: ' สาขาเชียงใหม่ ', th: 'สาขาเชียงใหม่', en: 'สาขาเชียงใหม่' },
    { branch: '', th: '', en: '' },
  ])('prints "$branch" as "$th" / "$en"', ({ branch, th, en }) => {
    expect(branchLabel(branch, 'th')).toBe(th);
    expect(branchLabel(branch, 'en')).toBe(en);
  });
});

describe('invoiceAmounts', () => {
  it('adds up value, VAT, delivery and withholding to what the buyer paid', () => {
    const amounts = invoiceAmounts({
      subtotal: 1_000_000,
      discount: 10_000,
      vat: 69_300,
      vatPercent: 7,
      vatIncluded: false,
      shippingFee: 5_000,
      withholding: 29_700,
      withholdingPercent: 3,
      total: 1_034_600,
    });

    expect(amounts).toEqual({
      subtotal: 1_000_000,
      discount: 10_000,
      net: 990_000,
      vatPercent: 7,
      vatIncluded: false,
      vat: 69_300,
      shippingFee: 5_000,
      grandTotal: 1_064_300,
      withholdingPercent: 3,
      withholding: 29_700,
      amountPaid: 1_034_600,
    });
  });

  it('takes the VAT out of VAT-inclusive prices for the value before VAT, and still adds up', () => {
    // 3,990.00 THB with VAT inside, 10.00 off: 3,980.00 holds 260.37 of VAT; withholding 3% of 3,719.63.
    const amounts = invoiceAmounts({
      subtotal: 399_000,
      discount: 1_000,
      vat: 26_037,
      vatPercent: 7,
      vatIncluded: true,
      shippingFee: 5_000,
      withholding: 11_159,
      withholdingPercent: 3,
      total: 391_841,
    });

    expect(amounts).toMatchObject({
      subtotal: 399_000,
      discount: 1_000,
      net: 371_963,
      vatIncluded: true,
      vat: 26_037,
      grandTotal: 403_000,
      amountPaid: 391_841,
    });
  });

  it('shows no withholding rate on an order without withholding', () => {
    const amounts = invoiceAmounts({
      subtotal: 100,
      discount: 0,
      vat: 0,
      vatPercent: 0,
      vatIncluded: false,
      shippingFee: 0,
      withholding: 0,
      withholdingPercent: 3,
      total: 100,
    });
    expect(amounts.withholdingPercent).toBeNull();
    expect(amounts.amountPaid).toBe(100);
  });
});

describe('creditNoteAmounts', () => {
  it('shows the value before and after a refund and the VAT given back', () => {
    expect(
      creditNoteAmounts({ valueBefore: 300_000, refundedNet: 100_000, refundedVat: 7_000, vatPercent: 7 }),
    ).toEqual({
      originalValue: 300_000,
      correctValue: 200_000,
      difference: 100_000,
      vatPercent: 7,
      vatDifference: 7_000,
      totalDifference: 107_000,
    });
  });

  it('never reduces an invoice below zero', () => {
    const amounts = creditNoteAmounts({
      valueBefore: 50_000,
      refundedNet: 80_000,
      refundedVat: 3_500,
      vatPercent: 7,
    });
    expect(amounts.correctValue).toBe(0);
    expect(amounts.difference).toBe(50_000);
  });
});
