import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { comparable, readPdfText } from '../../test/read-pdf';
import { setSettings } from '../../test/settings';
import { COMPANY_BUYER, documentsOf, documentShop, paidOrder, type DocumentShop } from './document-test-kit';

/** What the buyer reads back about their order. */
type OrderPage = { data: { money: AdminOrderDetail['money'] } };

describe('an order of a shop whose prices include VAT', () => {
  let t: TestApp;
  let shop: DocumentShop;
  beforeAll(async () => {
    t = await buildTestApp();
    shop = await documentShop(t);
    await setSettings(t.db, { is_price_include_vat: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const pdfText = async (cookie: string, url: string) =>
    (await readPdfText((await t.app.inject({ method: 'GET', url, headers: { cookie } })).rawPayload)).text;

  it('charges the price shown, 3,990.00 THB, and its tax invoice splits 261.03 THB of VAT out of it', async () => {
    const order = await paidOrder(t, shop, {
      taxProfile: COMPANY_BUYER,
      price: 399_000,
      pricesIncludeVat: true,
    });

    const page = await t.app.inject({
      method: 'GET',
      url: `/private/myaccount/orders/${String(order.orderId)}`,
      headers: { cookie: order.cookie },
    });
    expect(page.json<OrderPage>().data.money).toMatchObject({
      subtotal: 399_000,
      net: 372_897,
      vat: 26_103,
      vat_included: true,
      amount_to_pay: 399_000,
    });
    // The order as the payment step and the thank-you page read it: its price is the price shown.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/private/orders/${String(order.orderId)}`,
      headers: { cookie: order.cookie },
    });
    expect(detail.json<{ data: Record<string, number> }>().data).toMatchObject({
      price: 399_000,
      vat: 26_103,
      discount: 0,
      total: 399_000,
    });
    const { documents } = await documentsOf(t, order.cookie, order.orderId);
    expect(documents).toEqual([expect.objectContaining({ kind: 'tax_invoice', total: 399_000 })]);
    const text = await pdfText(order.cookie, documents[0]?.pdf_url ?? '');
    for (const expected of ['รวมภาษีมูลค่าเพิ่มแล้ว', '3,990.00', '3,728.97', '261.03', 'สามพันเก้าร้อยเก้าสิบบาทถ้วน']) {
      expect(text).toContain(comparable(expected));
    }
  });

  it('gives back what the buyer paid on a refund, and its credit note takes the VAT out of it', async () => {
    const order = await paidOrder(t, shop, {
      taxProfile: COMPANY_BUYER,
      price: 107_000,
      pricesIncludeVat: true,
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${String(order.orderId)}`,
      headers: { cookie: shop.adminCookie },
    });
    const lineId = detail.json<{ data: AdminOrderDetail }>().data.lines[0]?.id ?? 0;

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${String(order.orderId)}/refunds`,
      headers: { cookie: shop.adminCookie },
      payload: { order_line_ids: [lineId], reason: 'ผู้เรียนขอยกเลิก' },
    });

    expect(refund.statusCode).toBe(200);
    expect(refund.json<{ data: AdminOrderDetail }>().data.money.refunded).toBe(107_000);
    const { documents } = await documentsOf(t, order.cookie, order.orderId);
    const note = documents.find((document) => document.kind === 'credit_note');
    expect(note).toMatchObject({ total: 107_000 });
    const text = await pdfText(order.cookie, note?.pdf_url ?? '');
    for (const expected of ['1,000.00', '70.00', '1,070.00']) expect(text).toContain(comparable(expected));
  });
});
