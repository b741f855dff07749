import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentYear } from '@shop/domain/tax/tax-documents';
import type { Database } from '../../db/database';
import { orderLines, orderRefundLines, orderRefunds } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { comparable, readPdfText } from '../../test/read-pdf';
import { issueCreditNote } from './credit-note';
import { takeDocumentNumber } from './document-numbers';
import { COMPANY_BUYER, documentsOf, documentShop, paidOrder, type DocumentShop } from './document-test-kit';

const year = String(documentYear(new Date()));

/** A refund of some lines of an order, as the refunds feature records it (amounts in satang). */
const insertRefund = async (
  db: Database,
  refund: { orderId: number; lineIds: number[]; amount: number; vat: number; reason: string; by: number },
) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        orderId: refund.orderId,
        amount: refund.amount,
        vat: refund.vat,
        reason: refund.reason,
        createdByUserId: refund.by,
      })
      .returning();
    if (!row) throw new Error('refund not inserted');
    await tx.insert(orderRefundLines).values(
      refund.lineIds.map((orderLineId) => ({
        refundId: row.id,
        orderLineId,
        amount: refund.amount / refund.lineIds.length,
      })),
    );
    return { refundId: row.id, note: await issueCreditNote(tx, row.id) };
  });

const linesOf = async (db: Database, orderId: number) =>
  (await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))).map(
    (line) => line.id,
  );

describe('credit notes for refunds', () => {
  let t: TestApp;
  let shop: DocumentShop;
  beforeAll(async () => {
    t = await buildTestApp();
    shop = await documentShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('issues a credit note for a refunded line naming the invoice, the reason, the values before and after and the VAT given back', async () => {
    const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER, courses: 2 });
    const [firstLine, secondLine] = await linesOf(t.db, order.orderId);
    const [invoice] = (await documentsOf(t, order.cookie, order.orderId)).documents;

    const { note } = await insertRefund(t.db, {
      orderId: order.orderId,
      lineIds: [secondLine ?? 0],
      amount: 160_500,
      vat: 10_500,
      reason: 'ผู้เรียนขอยกเลิกคอร์สที่ 2',
      by: shop.adminId,
    });

    expect(note).toMatchObject({ kind: 'credit_note', number: `CN${year}-000001`, total: 160_500 });
    const { documents } = await documentsOf(t, order.cookie, order.orderId);
    expect(documents.map((document) => document.number)).toEqual([`CN${year}-000001`, invoice?.number]);
    const response = await t.app.inject({
      method: 'GET',
      url: documents[0]?.pdf_url ?? '',
      headers: { cookie: order.cookie },
    });
    const { text } = await readPdfText(response.rawPayload);
    for (const expected of [
      'ใบลดหนี้',
      `CN${year}-000001`,
      `อ้างถึงเอกสารเลขที่ ${invoice?.number ?? ''}`,
      'ผู้เรียนขอยกเลิกคอร์สที่ 2',
      'มูลค่าตามใบกำกับภาษีเดิม',
      '3,000.00',
      'มูลค่าที่ถูกต้อง',
      '1,500.00',
      '105.00',
      '1,605.00',
      'หนึ่งพันหกร้อยห้าบาทถ้วน',
      COMPANY_BUYER.taxNameOne,
      'คอร์สบัญชีภาษีสำหรับผู้ประกอบการ 2',
    ]) {
      expect(text).toContain(comparable(expected));
    }
    expect(text).not.toContain(comparable('คอร์สบัญชีภาษีสำหรับผู้ประกอบการ 1'));
    expect(firstLine).toBeDefined();
  });

  it('starts the second credit note of an order from the value the first one left', async () => {
    const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER, courses: 2 });
    const [firstLine, secondLine] = await linesOf(t.db, order.orderId);
    const refund = {
      orderId: order.orderId,
      amount: 160_500,
      vat: 10_500,
      reason: 'คืนเงิน',
      by: shop.adminId,
    };

    await insertRefund(t.db, { ...refund, lineIds: [firstLine ?? 0] });
    const { note } = await insertRefund(t.db, { ...refund, lineIds: [secondLine ?? 0] });

    expect(note?.content).toMatchObject({
      creditNote: { originalValue: 150_000, correctValue: 0, difference: 150_000, vatDifference: 10_500 },
    });
  });

  it('answers the same credit note when asked twice for one refund', async () => {
    const order = await paidOrder(t, shop, { courses: 1 });
    const [line] = await linesOf(t.db, order.orderId);
    const { refundId, note } = await insertRefund(t.db, {
      orderId: order.orderId,
      lineIds: [line ?? 0],
      amount: 160_500,
      vat: 10_500,
      reason: 'คืนเงิน',
      by: shop.adminId,
    });

    const again = await t.db.transaction((tx) => issueCreditNote(tx, refundId));

    expect(again?.id).toBe(note?.id);
  });

  it('gives a rolled-back number back, so the series has no gap', async () => {
    // A year no other test issues in.
    const at = new Date('2031-06-01T00:00:00Z');
    const first = await t.db.transaction((tx) => takeDocumentNumber(tx, 'receipt', at));
    await expect(
      t.db.transaction(async (tx) => {
        await takeDocumentNumber(tx, 'receipt', at);
        throw new Error('the issue fails after its number was taken');
      }),
    ).rejects.toThrow('the issue fails');
    const next = await t.db.transaction((tx) => takeDocumentNumber(tx, 'receipt', at));

    expect([first.number, next.number]).toEqual(['RC2031-000001', 'RC2031-000002']);
  });
});
