import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent } from '../../test/factories';
import { sessionCookieFor } from '../../test/sessions';
import { tinyPng } from '../../test/slip-upload';
import { COMPANY_BUYER, documentsOf, documentShop, paidOrder, type DocumentShop } from './document-test-kit';

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type Row = { order_id: number; certificate: { url: string; original_name: string } | null };

describe('withholding tax certificates', () => {
  let t: TestApp;
  let shop: DocumentShop;
  beforeAll(async () => {
    t = await buildTestApp();
    shop = await documentShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (cookie: string, orderId: number, file: { name: string; type: string; body: Buffer }) => {
    const boundary = '----withholding-boundary';
    return t.app.inject({
      method: 'POST',
      url: `/private/orders/${String(orderId)}/withholding-certificate`,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.body,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };

  const adminList = async (which: 'missing' | 'received') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/documents/withholding-${which}`,
      headers: { cookie: shop.adminCookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Row[]; total: number }>();
  };

  it('lists a paid order with withholding as missing its certificate until the buyer uploads one, oldest first', async () => {
    const older = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER, withholding: 3 });
    const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER, withholding: 1 });
    expect((await documentsOf(t, order.cookie, order.orderId)).withholding).toEqual({
      is_required: true,
      certificates: [],
    });
    const missing = await adminList('missing');
    expect(missing.data.map((row) => row.order_id)).toEqual([older.orderId, order.orderId]);

    const response = await upload(order.cookie, order.orderId, {
      name: '50-tawi.pdf',
      type: 'application/pdf',
      body: MINIMAL_PDF,
    });

    expect(response.statusCode).toBe(200);
    const { withholding } = await documentsOf(t, order.cookie, order.orderId);
    expect(withholding).toMatchObject({
      is_required: false,
      certificates: [{ original_name: '50-tawi.pdf' }],
    });
    expect((await adminList('missing')).data.map((row) => row.order_id)).toEqual([older.orderId]);
    const received = await adminList('received');
    expect(received).toMatchObject({ total: 1, data: [{ order_id: order.orderId }] });
    const url = received.data[0]?.certificate?.url ?? '';
    const asAdmin = await t.app.inject({ method: 'GET', url, headers: { cookie: shop.adminCookie } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('application/pdf');
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    const stranger = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: stranger } })).statusCode).toBe(404);
  });

  it('takes a photographed certificate as an image too', async () => {
    const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER, withholding: 3 });

    const response = await upload(order.cookie, order.orderId, {
      name: 'scan.png',
      type: 'image/png',
      body: await tinyPng(),
    });

    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { original_name: string; url: string } }>();
    expect(data.original_name).toBe('scan.png');
    expect(data.url).toMatch(/^\/uploads\//);
  });

  it('refuses a certificate for an order without withholding with WITHHOLDING_NOT_REQUIRED', async () => {
    const order = await paidOrder(t, shop);

    const response = await upload(order.cookie, order.orderId, {
      name: 'c.pdf',
      type: 'application/pdf',
      body: MINIMAL_PDF,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'WITHHOLDING_NOT_REQUIRED' } });
    expect((await documentsOf(t, order.cookie, order.orderId)).withholding.is_required).toBe(false);
  });

  it('refuses a file that is neither an image nor a PDF with FILE_TYPE_NOT_ALLOWED', async () => {
    const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER, withholding: 3 });

    const response = await upload(order.cookie, order.orderId, {
      name: 'certificate.pdf',
      type: 'application/pdf',
      body: Buffer.from('this is plain text pretending to be a PDF'),
    });

    expect(response.json()).toMatchObject({ error: { code: 'FILE_TYPE_NOT_ALLOWED' } });
    expect((await documentsOf(t, order.cookie, order.orderId)).withholding.is_required).toBe(true);
  });

  it('answers NOT_FOUND when someone uploads a certificate for an order that is not theirs', async () => {
    const order = await paidOrder(t, shop, { taxProfile: COMPANY_BUYER, withholding: 3 });
    const stranger = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);

    const response = await upload(stranger, order.orderId, {
      name: 'c.pdf',
      type: 'application/pdf',
      body: MINIMAL_PDF,
    });

    expect(response.statusCode).toBe(404);
    expect((await documentsOf(t, order.cookie, order.orderId)).withholding.certificates).toEqual([]);
  });
});
