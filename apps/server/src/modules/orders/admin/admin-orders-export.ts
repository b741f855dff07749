import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { adminOrderExportQuerySchema } from '@shop/contract/admin/admin-orders';
import { shopDateTime } from '@shop/domain/calendar/shop-days';
import type { Queryable } from '../../../db/database';
import { CSV_BOM, csvAmount, csvLine, type CsvValue } from '../../../lib/csv';
import { cursorOf, listAdminOrderBatch, type ExportCursor } from './admin-orders-batch.repository';
import type { AdminOrderFilter, AdminOrderListRow, AdminOrderSort } from './admin-orders.repository';
import { orderFilterOf, orderSortOf, toAdminOrderRow } from './admin-orders.service';

/** Rows read per query: the file streams out while the next batch is read. */
const BATCH_SIZE = 1_000;

/** Thai first, then English, so both readers find their column. */
const HEADER = [
  'เลขที่คำสั่งซื้อ / Order',
  'โทเคน / Token',
  'วันที่สั่งซื้อ / Created (Asia/Bangkok)',
  'สถานะ / State',
  'การคืนเงิน / Refund',
  'ชื่อผู้ซื้อ / Buyer',
  'ชื่อผู้ใช้ / Username',
  'อีเมล / E-mail',
  'โทรศัพท์ / Phone',
  'รายการ / Items',
  'ช่องทางชำระเงิน / Payment method',
  'สกุลเงิน / Currency',
  'ราคารวม / Subtotal',
  'ส่วนลด / Discount',
  'ภาษีมูลค่าเพิ่ม / VAT',
  'ค่าจัดส่ง / Shipping',
  'หัก ณ ที่จ่าย / Withholding',
  'ยอดชำระ / Amount to pay',
  'คืนเงินแล้ว / Refunded',
];

const recordOf = (row: AdminOrderListRow, items: string[]): CsvValue[] => {
  const view = toAdminOrderRow(row);
  const { order } = row;
  return [
    order.id,
    order.orderToken,
    shopDateTime(order.createdAt),
    view.state,
    view.refund_state,
    view.buyer.name,
    view.buyer.username,
    view.buyer.email,
    view.buyer.phone,
    items.join(' | '),
    row.method?.name ?? '',
    view.currency,
    csvAmount(order.subtotal),
    csvAmount(order.discount),
    csvAmount(order.vat),
    csvAmount(order.shippingFee),
    csvAmount(order.withholding),
    csvAmount(order.total),
    csvAmount(row.refundedAmount),
  ];
};

/** The items of a batch of orders, `title × qty` per line. */
const itemsByOrder = (lines: { orderId: number; courseTitle: string; quantity: number }[]) => {
  const items = new Map<number, string[]>();
  for (const line of lines) {
    const text = line.quantity > 1 ? `${line.courseTitle} × ${String(line.quantity)}` : line.courseTitle;
    items.set(line.orderId, [...(items.get(line.orderId) ?? []), text]);
  }
  return items;
};

async function* csvChunks(db: Queryable, filter: AdminOrderFilter, sort: AdminOrderSort) {
  yield CSV_BOM + csvLine(HEADER);
  let cursor: ExportCursor | null = null;
  for (;;) {
    const { rows, lines } = await listAdminOrderBatch(db, filter, sort, cursor, BATCH_SIZE);
    if (rows.length === 0) return;
    const items = itemsByOrder(lines);
    yield rows.map((row) => csvLine(recordOf(row, items.get(row.order.id) ?? []))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) return;
    cursor = cursorOf(sort, last);
  }
}

/**
 * The orders the filters match as a CSV file, streamed batch by batch (keyset paging in the
 * list's sort), so a large export never sits whole in memory. The filters are checked before
 * the first byte, so a bad one still answers INPUT_ERROR.
 */
export const exportOrdersCsv = (db: Queryable, query: z.output<typeof adminOrderExportQuerySchema>) => {
  const filter = orderFilterOf(query);
  return Readable.from(csvChunks(db, filter, orderSortOf(query.sort)), { objectMode: false });
};
