import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { orderRefundLines, orderRefunds, orders, paymentAttempts } from '../../../db/tables';
import { findLinesOfOrders } from '../orders.repository';
import {
  SORT_COLUMNS,
  conditionsOf,
  orderByOf,
  selectOrdersWithBuyer,
  type AdminOrderFilter,
  type AdminOrderListRow,
  type AdminOrderSort,
} from './admin-orders.repository';

// The export reads every order a filter matches, in batches. The list's row computes its counts
// (lines, refunded lines, refunds, flagged payments) with four sub-queries per order: on 300,000
// orders that was 1.2 million index look-ups, most of the export's two minutes. A batch reads its
// orders once and then each kind of count for all of them in one query.

/** Where the previous batch ended: its last row's sort value and id. */
export type ExportCursor = { value: number | Date; id: number };

type OrderLine = Awaited<ReturnType<typeof findLinesOfOrders>>[number];

/** A batch of list rows (with their counts) and the lines of those orders. */
export type AdminOrderBatch = { rows: AdminOrderListRow[]; lines: OrderLine[] };

const afterCursor = (sort: AdminOrderSort, cursor: ExportCursor | null): SQL | undefined => {
  if (cursor === null) return undefined;
  const compare = sort.descending ? sql.raw('<') : sql.raw('>');
  if (sort.field === 'id') return sql`${orders.id} ${compare} ${cursor.id}`;
  const value =
    cursor.value instanceof Date ? sql`${cursor.value.toISOString()}::timestamptz` : sql`${cursor.value}`;
  return sql`(${SORT_COLUMNS[sort.field]}, ${orders.id}) ${compare} (${value}, ${cursor.id})`;
};

const countBy = (keys: number[]) => {
  const counts = new Map<number, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

/** Money refunded per order of the batch. */
const refundedAmounts = async (db: Queryable, orderIds: number[]) => {
  const rows = await db
    .select({
      orderId: orderRefunds.orderId,
      amount: sql`coalesce(sum(${orderRefunds.amount}), 0)`.mapWith(Number),
    })
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds))
    .groupBy(orderRefunds.orderId);
  return new Map(rows.map((row) => [row.orderId, row.amount]));
};

/** The lines among these that were refunded (a line is refunded at most once). */
const refundedLineIds = async (db: Queryable, lineIds: number[]) =>
  lineIds.length === 0
    ? new Set<number>()
    : new Set(
        (
          await db
            .select({ lineId: orderRefundLines.orderLineId })
            .from(orderRefundLines)
            .where(inArray(orderRefundLines.orderLineId, lineIds))
        ).map((row) => row.lineId),
      );

/** Orders of the batch with a payment attempt held for review (its partial index answers). */
const flaggedOrderIds = async (db: Queryable, orderIds: number[]) =>
  new Set(
    (
      await db
        .selectDistinct({ orderId: paymentAttempts.orderId })
        .from(paymentAttempts)
        .where(and(inArray(paymentAttempts.orderId, orderIds), eq(paymentAttempts.state, 'flagged')))
    ).map((row) => row.orderId),
  );

/**
 * The next batch after `cursor` in the sort's order (keyset paging: no offsets), with the counts
 * each row of the list carries, read for the whole batch at once.
 */
export const listAdminOrderBatch = async (
  db: Queryable,
  filter: AdminOrderFilter,
  sort: AdminOrderSort,
  cursor: ExportCursor | null,
  limit: number,
): Promise<AdminOrderBatch> => {
  const found = await selectOrdersWithBuyer(db)
    .where(and(conditionsOf(filter), afterCursor(sort, cursor)))
    .orderBy(...orderByOf(sort))
    .limit(limit);
  if (found.length === 0) return { rows: [], lines: [] };
  const orderIds = found.map((row) => row.order.id);
  const lines = await findLinesOfOrders(db, orderIds);
  const refundedLines = await refundedLineIds(
    db,
    lines.map((line) => line.id),
  );
  const amounts = await refundedAmounts(db, orderIds);
  const flagged = await flaggedOrderIds(db, orderIds);
  const lineCounts = countBy(lines.map((line) => line.orderId));
  const refundedCounts = countBy(
    lines.filter((line) => refundedLines.has(line.id)).map((line) => line.orderId),
  );
  const rows = found.map((row) => ({
    ...row,
    lineCount: lineCounts.get(row.order.id) ?? 0,
    refundedLineCount: refundedCounts.get(row.order.id) ?? 0,
    refundedAmount: amounts.get(row.order.id) ?? 0,
    hasFlaggedPayment: flagged.has(row.order.id),
  }));
  return { rows, lines };
};

/** The cursor a row leaves for the next batch. */
export const cursorOf = (sort: AdminOrderSort, row: AdminOrderListRow): ExportCursor => ({
  value:
    sort.field === 'created' ? row.order.createdAt : sort.field === 'total' ? row.order.total : row.order.id,
  id: row.order.id,
});
