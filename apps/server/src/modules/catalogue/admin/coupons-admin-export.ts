import { Readable } from 'node:stream';
import { shopDateTime } from '@shop/domain/calendar/shop-days';
import type { Queryable } from '../../../db/database';
import { CSV_BOM, csvAmount, csvLine, type CsvValue } from '../../../lib/csv';
import { listCouponsAfter, type CouponFilter, type CouponRow } from './coupons-admin.repository';
import { discountStateOf } from './promotions-discount-values';

/** Rows read per query: the file streams out while the next batch is read. */
const BATCH_SIZE = 500;

/** Thai first, then English, as in the orders export. */
const HEADER = [
  'รหัสคูปอง / Code',
  'ประเภท / Type',
  'ส่วนลด / Discount',
  'ส่วนลด USD / Discount USD',
  'ใช้ได้ทั้งหมด / Usage limit',
  'ต่อผู้ซื้อ / Per buyer',
  'ใช้แล้ว / Used',
  'สถานะ / State',
  'เริ่ม / Starts (Asia/Bangkok)',
  'สิ้นสุด / Ends (Asia/Bangkok)',
  'ชุด / Batch',
  'สร้างเมื่อ / Created (Asia/Bangkok)',
];

const recordOf = (row: CouponRow, now: Date): CsvValue[] => [
  row.code,
  row.couponType,
  row.discountType === 'percent'
    ? `${String(row.discountPercent ?? 0)}%`
    : csvAmount(row.discountAmount ?? 0),
  row.discountAmountUsd === null ? '' : csvAmount(row.discountAmountUsd),
  row.usageLimit,
  row.usageLimitPerUser,
  row.usedCount,
  discountStateOf(row, now),
  row.startsAt ? shopDateTime(row.startsAt) : '',
  row.endsAt ? shopDateTime(row.endsAt) : '',
  row.batchId ?? '',
  shopDateTime(row.createdAt),
];

async function* csvChunks(db: Queryable, filter: CouponFilter, now: Date) {
  yield CSV_BOM + csvLine(HEADER);
  let afterId = 0;
  for (;;) {
    const rows = await listCouponsAfter(db, filter, now, afterId, BATCH_SIZE);
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(recordOf(row, now))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) return;
    afterId = last.id;
  }
}

/**
 * The coupons the filters match (a bulk batch with `batchId`) as a CSV file for a spreadsheet:
 * UTF-8 with a byte-order mark, CRLF, formula-guarded cells, streamed in id order batch by batch.
 */
export const exportCouponsCsv = (db: Queryable, filter: CouponFilter, now: Date) =>
  Readable.from(csvChunks(db, filter, now), { objectMode: false });
