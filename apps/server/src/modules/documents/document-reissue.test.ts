import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentYear } from '@shop/domain/tax/tax-documents';
import { auditLog } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { comparable, readPdfText } from '../../test/read-pdf';
import { COMPANY_BUYER, documentsOf, documentShop, paidOrder, type DocumentShop } from './document-test-kit';

const year = String(documentYear(new Date()));

const CORRECTED = {
  tax_person_type: 'juristic_person',
  tax_name_one: 'บริษัท ผู้ซื้อทดสอบ (ประเทศไทย) จำกัด',
  tax_name_two: '00000',
  tax_payer_identification_no: '0-1055-61000-00-3',
  tax_address: '2 ถนนสาทร แขวงยานนาวา เขตสาทร กรุงเทพมหานคร 10120',
  reason: 'ลูกค้าขอแก้ไขชื่อบริษัทและที่อยู่',
};

type AdminRow = {
  id: number;
  number: string;
  status: string;
  kind: string;
  references_number: string | null;
};

describe('administrators and the tax documents', () => {
  let t: TestApp;
  let shop: DocumentShop;
  beforeAll(async () => {
    t = await buildTestApp();
    shop = await documentShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: shop.adminCookie }, ...(payload ? { payload } : {}) });

  const list = async (query: string) => {
    const response = await asAdmin('GET', `/api/admin/documents?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AdminRow[]; total: number }>();
  };

  it('re-issues a tax invoice: the old one is voided, the new one takes the next number, the audit keeps both', async () => {
    const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER });
    const [invoice] = (await documentsOf(t, order.cookie, order.orderId)).documents;
    expect(invoice?.number).toBe(`INV${year}-000001`);

    const response = await asAdmin('POST', `/api/admin/documents/${String(invoice?.id)}/reissue`, CORRECTED);

    expect(response.statusCode).toBe(200);
    const { voided, issued } = response.json<{ data: { voided: AdminRow; issued: AdminRow } }>().data;
    expect(voided).toMatchObject({ number: `INV${year}-000001`, status: 'voided' });
    expect(issued).toMatchObject({
      number: `INV${year}-000002`,
      status: 'issued',
      kind: 'tax_invoice',
      references_number: `INV${year}-000001`,
    });
    // The buyer sees the valid one only.
    expect((await documentsOf(t, order.cookie, order.orderId)).documents.map((d) => d.number)).toEqual([
      `INV${year}-000002`,
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.reissue'), eq(auditLog.entityId, String(invoice?.id))));
    expect(audit).toMatchObject({
      actorUserId: shop.adminId,
      before: { number: `INV${year}-000001` },
      after: { voided: `INV${year}-000001`, number: `INV${year}-000002`, reason: CORRECTED.reason },
    });
    const newPdf = await readPdfText(
      (await asAdmin('GET', `/api/admin/documents/${String(issued.id)}.pdf`)).rawPayload,
    );
    for (const expected of [CORRECTED.tax_name_one, CORRECTED.tax_address, '0105561000003', 'สำนักงานใหญ่'])
      expect(newPdf.text).toContain(comparable(expected));
    expect(newPdf.text).toContain(comparable(`ออกแทนฉบับเลขที่ INV${year}-000001`));
    const oldPdf = await readPdfText(
      (await asAdmin('GET', `/api/admin/documents/${String(voided.id)}.pdf`)).rawPayload,
    );
    expect(oldPdf.text).toContain(comparable(COMPANY_BUYER.taxNameOne));
    expect(oldPdf.text).toContain('VOID');
  });

  it('refuses to re-issue a voided document with DOCUMENT_NOT_REISSUABLE', async () => {
    const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER });
    const [invoice] = (await documentsOf(t, order.cookie, order.orderId)).documents;
    expect(
      (await asAdmin('POST', `/api/admin/documents/${String(invoice?.id)}/reissue`, CORRECTED)).statusCode,
    ).toBe(200);

    const again = await asAdmin('POST', `/api/admin/documents/${String(invoice?.id)}/reissue`, CORRECTED);

    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'DOCUMENT_NOT_REISSUABLE' } });
  });

  it('refuses a tax invoice re-issued without the buyer’s tax id with INPUT_ERROR naming the field', async () => {
    const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER });
    const [invoice] = (await documentsOf(t, order.cookie, order.orderId)).documents;

    const response = await asAdmin('POST', `/api/admin/documents/${String(invoice?.id)}/reissue`, {
      ...CORRECTED,
      tax_payer_identification_no: '',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'tax_payer_identification_no' }] },
    });
    expect((await documentsOf(t, order.cookie, order.orderId)).documents[0]?.number).toBe(invoice?.number);
  });

  it('refuses a tax id whose check digit is wrong with INPUT_ERROR naming the field', async () => {
    const response = await asAdmin('POST', '/api/admin/documents/1/reissue', {
      ...CORRECTED,
      tax_payer_identification_no: '0105561000004',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'tax_payer_identification_no' }] },
    });
  });

  it('lists documents with { data, total }, filtered by kind, status and year and searched by number or buyer', async () => {
    const receiptOrder = await paidOrder(t, shop);
    const [receipt] = (await documentsOf(t, receiptOrder.cookie, receiptOrder.orderId)).documents;

    const receipts = await list('kind=receipt');
    expect(receipts.data.map((row) => row.number)).toEqual([receipt?.number]);
    expect(receipts.total).toBe(1);
    expect((await list(`keyword=${encodeURIComponent(receipt?.number ?? '')}`)).data).toHaveLength(1);
    const byBuyer = await list(`keyword=${encodeURIComponent('ผู้ซื้อทดสอบ (ประเทศไทย)')}&status=issued`);
    expect(byBuyer.data.every((row) => row.kind === 'tax_invoice' && row.status === 'issued')).toBe(true);
    expect(byBuyer.total).toBe(2);
    const voided = await list('status=voided&sort=number');
    expect(voided.data.map((row) => row.number)).toEqual([`INV${year}-000001`, `INV${year}-000003`]);
    expect((await list(`year=${String(Number(year) - 1)}`)).total).toBe(0);
    const paged = await list('pageSize=2&page=2&sort=-issued_at');
    expect(paged.data).toHaveLength(2);
    expect(paged.total).toBeGreaterThanOrEqual(6);
  });

  it('answers NOT_FOUND for a document that does not exist', async () => {
    expect((await asAdmin('GET', '/api/admin/documents/999999.pdf')).statusCode).toBe(404);
    const response = await asAdmin('POST', '/api/admin/documents/999999/reissue', CORRECTED);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
