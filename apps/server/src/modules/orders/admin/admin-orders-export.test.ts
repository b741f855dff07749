import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orderRefundLines, orderRefunds, orders } from '../../../db/tables';
import { insertPaymentMethods } from '../../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../../test/factories';
import { sessionCookieFor } from '../../../test/sessions';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

/** Splits a CSV text into records and cells (quoted cells may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return records;
};

describe('exporting orders as CSV', () => {
  let t: TestApp;
  let adminCookie: string;
  let courseId: number;
  let planId: number;
  let thaiOrderId: number;

  const insertOrders = async (
    userId: number,
    rows: { total: number; createdAt: Date; status?: string; title?: string }[],
  ) => {
    const saved = await t.db
      .insert(orders)
      .values(
        rows.map((row) => ({
          orderToken: randomBytes(16).toString('hex'),
          userId,
          status: row.status ?? 'approved',
          subtotal: row.total,
          discount: 0,
          total: row.total,
          paymentMethodId: 1,
          createdAt: row.createdAt,
        })),
      )
      .returning({ id: orders.id });
    await t.db.insert(orderLines).values(
      saved.map((order, index) => ({
        orderId: order.id,
        courseId,
        pricingPlanId: planId,
        courseTitle: rows[index]?.title ?? 'Course',
        courseType: 'Online',
        planSnapshot: {},
        unitPrice: rows[index]?.total ?? 0,
        amount: rows[index]?.total ?? 0,
        net: rows[index]?.total ?? 0,
      })),
    );
    return saved.map((order) => order.id);
  };

  const exportCsv = (query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv${query}`,
      headers: { cookie: adminCookie },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db, [1]);
    adminCookie = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
    courseId = (await insertCourse(t.db)).id;
    planId = (await insertPlan(t.db, courseId)).id;
    const thai = await insertStudent(t.db, { firstname: 'สมหญิง', lastname: 'รักเรียน', tel: '0812345678' });
    [thaiOrderId = 0] = await insertOrders(thai.id, [
      { total: 123_450, createdAt: new Date('2026-01-31T17:05:00Z'), title: 'คอร์สภาษาไทย, ระดับต้น' },
    ]);
    const attacker = await insertStudent(t.db, {
      firstname: '=HYPERLINK("http://evil.example")',
      lastname: '',
    });
    await insertOrders(attacker.id, [
      { total: 1_000, createdAt: new Date('2026-01-05T03:00:00Z'), title: '@SUM(A1)' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts with the UTF-8 byte-order mark, ends records with CRLF and keeps Thai intact', async () => {
    const response = await exportCsv(`?keyword=${encodeURIComponent('สมหญิง')}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.rawPayload.toString('utf8').slice(1);
    expect(text.split('\r\n')).toHaveLength(3);
    const [header, row] = parseCsv(text);
    expect(header?.[0]).toBe('เลขที่คำสั่งซื้อ / Order');
    expect(row).toMatchObject({
      0: String(thaiOrderId),
      // 17:05 UTC on 31 January is 00:05 on 1 February in Bangkok.
      2: '2026-02-01 00:05:00',
      3: 'approved',
      5: 'สมหญิง รักเรียน',
      8: '0812345678',
      9: 'คอร์สภาษาไทย, ระดับต้น',
      11: 'THB',
      12: '1234.50',
      17: '1234.50',
      18: '0.00',
    });
  });

  it('guards cells a spreadsheet would run as a formula', async () => {
    const response = await exportCsv('?from=2026-01-05&to=2026-01-05');

    const [, row] = parseCsv(response.rawPayload.toString('utf8').slice(1));
    expect(row?.[5]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(row?.[9]).toBe(`'@SUM(A1)`);
    expect(response.rawPayload.toString('utf8')).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('streams every matching order, beyond one batch, in the sort asked for', async () => {
    const buyer = await insertStudent(t.db, { firstname: 'Bulk', lastname: 'Buyer' });
    // Many orders share each second, so the batches must page by time and then id.
    const createdAt = (index: number) => new Date(Date.UTC(2026, 2, 1, 3, 0, index % 7));
    const ids = await insertOrders(
      buyer.id,
      Array.from({ length: 1_001 }, (_, index) => ({ total: 10_000 + index, createdAt: createdAt(index) })),
    );

    const byTotal = parseCsv(
      (await exportCsv('?keyword=Bulk%20Buyer&sort=-total')).rawPayload.toString('utf8').slice(1),
    );
    const byCreation = parseCsv(
      (await exportCsv('?keyword=Bulk%20Buyer&sort=created')).rawPayload.toString('utf8').slice(1),
    );

    expect(byTotal).toHaveLength(1 + 1_001);
    expect(byTotal.slice(1).map((record) => Number(record[0]))).toEqual([...ids].reverse());
    const expected = ids
      .map((id, index) => ({ id, at: createdAt(index).getTime() }))
      .sort((a, b) => a.at - b.at || a.id - b.id)
      .map((order) => order.id);
    expect(byCreation.slice(1).map((record) => Number(record[0]))).toEqual(expected);
  });

  it('shows each order of a batch with its own refund state and refunded money', async () => {
    const buyer = await insertStudent(t.db, { firstname: 'Refund', lastname: 'Reader' });
    const createdAt = new Date('2026-04-01T03:00:00Z');
    const [whole = 0, split = 0, kept = 0] = await insertOrders(buyer.id, [
      { total: 30_000, createdAt },
      { total: 40_000, createdAt },
      { total: 50_000, createdAt },
    ]);
    const [extraLine] = await t.db
      .insert(orderLines)
      .values({
        orderId: split,
        courseId,
        pricingPlanId: planId,
        courseTitle: 'Second course',
        courseType: 'Online',
        planSnapshot: {},
        unitPrice: 10_000,
        amount: 10_000,
        net: 10_000,
      })
      .returning({ id: orderLines.id });
    const refund = async (orderId: number, amount: number, lineId: number) => {
      const [saved] = await t.db
        .insert(orderRefunds)
        .values({ orderId, amount, reason: 'test' })
        .returning({ id: orderRefunds.id });
      await t.db.insert(orderRefundLines).values({ refundId: saved?.id ?? 0, orderLineId: lineId, amount });
    };
    const lineOf = async (orderId: number) =>
      (await t.db.select({ id: orderLines.id, orderId: orderLines.orderId }).from(orderLines)).find(
        (line) => line.orderId === orderId,
      )?.id ?? 0;
    await refund(whole, 30_000, await lineOf(whole));
    await refund(split, 10_000, extraLine?.id ?? 0);

    const records = parseCsv(
      (await exportCsv('?keyword=Refund%20Reader')).rawPayload.toString('utf8').slice(1),
    ).slice(1);
    const byId = new Map(records.map((record) => [Number(record[0]), record]));

    expect(records).toHaveLength(3);
    expect([byId.get(whole)?.[4], byId.get(whole)?.[18]]).toEqual(['full', '300.00']);
    expect([byId.get(split)?.[4], byId.get(split)?.[18]]).toEqual(['partial', '100.00']);
    expect(byId.get(split)?.[9]).toBe('Course | Second course');
    expect([byId.get(kept)?.[4], byId.get(kept)?.[18]]).toEqual(['none', '0.00']);
  });

  it('refuses a day not on the calendar before sending anything', async () => {
    const response = await exportCsv('?to=2026-02-30');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INPUT_ERROR', params: [{ param: 'to' }] } });
  });
});
