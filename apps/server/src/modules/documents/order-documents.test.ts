import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentYear } from '@shop/domain/tax/tax-documents';
import { taxDocuments, taxProfiles } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCourse, insertPlan, insertStudent } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { comparable, readPdfText } from '../../test/read-pdf';
import { sessionCookieFor } from '../../test/sessions';
import { setSettings } from '../../test/settings';
import {
  COMPANY_BUYER,
  documentsOf,
  documentShop,
  paidOrder,
  TEST_SELLER,
  type DocumentShop,
} from './document-test-kit';

const year = documentYear(new Date());

describe('the tax invoice or receipt of a paid order', () => {
  let t: TestApp;
  let shop: DocumentShop;
  beforeAll(async () => {
    t = await buildTestApp();
    shop = await documentShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const pdf = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('issues a full tax invoice with the fields of Revenue Code section 86/4 when a company that asked for one pays', async () => {
    const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER });

    const { documents } = await documentsOf(t, order.cookie, order.orderId);
    expect(documents).toEqual([
      expect.objectContaining({ kind: 'tax_invoice', number: `INV${String(year)}-000001`, status: 'issued' }),
    ]);
    const response = await pdf(order.cookie, documents[0]?.pdf_url ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { text } = await readPdfText(response.rawPayload);
    for (const expected of [
      'ใบกำกับภาษี',
      `INV${String(year)}-000001`,
      TEST_SELLER.company_name,
      TEST_SELLER.company_address,
      TEST_SELLER.company_tax_id,
      'สำนักงานใหญ่',
      COMPANY_BUYER.taxNameOne,
      COMPANY_BUYER.taxAddress,
      COMPANY_BUYER.taxPayerIdentificationNo,
      'สาขาที่ 00002',
      'คอร์สบัญชีภาษีสำหรับผู้ประกอบการ',
      'ราคาต่อหน่วย',
      'มูลค่าสินค้าหรือบริการก่อนภาษีมูลค่าเพิ่ม',
      'ภาษีมูลค่าเพิ่ม 7%',
      '1,500.00',
      '105.00',
      '1,605.00',
      'หนึ่งพันหกร้อยห้าบาทถ้วน',
      new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(new Date()),
    ]) {
      expect(text).toContain(comparable(expected));
    }
  });

  it('issues a receipt in its own series when the buyer asked for no tax invoice', async () => {
    const order = await paidOrder(t, shop);

    const { documents } = await documentsOf(t, order.cookie, order.orderId);
    expect(documents).toEqual([
      expect.objectContaining({ kind: 'receipt', number: `RC${String(year)}-000001`, total: 160_500 }),
    ]);
    const { text } = await readPdfText((await pdf(order.cookie, documents[0]?.pdf_url ?? '')).rawPayload);
    expect(text).toContain(comparable('ใบเสร็จรับเงิน'));
    expect(text).not.toContain(comparable('ใบกำกับภาษี'));
    expect(text).toContain(comparable('สมชาย ใจดี'));
  });

  it('issues a receipt when the shop charges no VAT, even to a company that asked for a tax invoice', async () => {
    await setSettings(t.db, { is_enable_vat: false });
    try {
      const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER, vatPercent: 0 });

      const { documents } = await documentsOf(t, order.cookie, order.orderId);
      expect(documents).toEqual([expect.objectContaining({ kind: 'receipt', total: 150_000 })]);
    } finally {
      await setSettings(t.db, { is_enable_vat: true });
    }
  });

  it('answers NOT_FOUND when a buyer asks for the documents of an order that is not theirs', async () => {
    const mine = await paidOrder(t, shop);
    const theirs = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER });
    const [theirDocument] = (await documentsOf(t, theirs.cookie, theirs.orderId)).documents;
    const [myDocument] = (await documentsOf(t, mine.cookie, mine.orderId)).documents;
    const id = String(theirDocument?.id);

    for (const url of [
      `/private/orders/${String(theirs.orderId)}/documents`,
      `/private/orders/${String(theirs.orderId)}/documents/${id}.pdf`,
      // Their document under my order's address is not mine either.
      `/private/orders/${String(mine.orderId)}/documents/${id}.pdf`,
    ]) {
      const response = await pdf(mine.cookie, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
    expect((await pdf(mine.cookie, myDocument?.pdf_url ?? '')).statusCode).toBe(200);
    const visitor = await t.app.inject({ method: 'GET', url: myDocument?.pdf_url ?? '' });
    expect(visitor.statusCode).toBe(401);
  });

  it('prints an invoice as it was issued after the shop moves and the buyer edits their tax profile', async () => {
    const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER });
    const [invoice] = (await documentsOf(t, order.cookie, order.orderId)).documents;

    await setSettings(t.db, { company_address: '500 ถนนใหม่ เชียงใหม่ 50000' });
    await t.db
      .update(taxProfiles)
      .set({ taxNameOne: 'บริษัท ชื่อใหม่ จำกัด' })
      .where(eq(taxProfiles.userId, order.userId));
    try {
      const { text } = await readPdfText((await pdf(order.cookie, invoice?.pdf_url ?? '')).rawPayload);
      expect(text).toContain(comparable(TEST_SELLER.company_address));
      expect(text).toContain(comparable(COMPANY_BUYER.taxNameOne));
      expect(text).not.toContain(comparable('ถนนใหม่'));
      expect(text).not.toContain(comparable('ชื่อใหม่'));
    } finally {
      await setSettings(t.db, { company_address: TEST_SELLER.company_address });
    }
  });

  it('issues nothing for a free order, where no money changed hands', async () => {
    const student = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, student.id);
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, {
      price: 0,
      planType: 'Free',
      term: null,
      termUnit: null,
    });
    const made = await postOrder(t.app, cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 0,
    });
    const orderId = made.json<{ orderId: number; order_detail: { payment_status: string } }>();
    expect(orderId.order_detail.payment_status).toBe('approved');

    const listed = await documentsOf(t, cookie, orderId.orderId);
    expect(listed).toEqual({ documents: [], withholding: { is_required: false, certificates: [] } });
    expect(await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId.orderId))).toEqual(
      [],
    );
  });
});
