import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderState } from '@shop/domain/orders/order-states';
import type { Queryable } from '../../../db/database';
import {
  orderLines,
  orderRefundLines,
  orderRefunds,
  orders,
  paymentAttempts,
  paymentMethods,
  users,
} from '../../../db/tables';

/** The orders an administrator asks for (days already turned into instants). */
export type AdminOrderFilter = {
  keyword?: string | undefined;
  state?: OrderState | undefined;
  paymentMethodId?: number | undefined;
  courseId?: number | undefined;
  createdFrom?: Date | undefined;
  createdUntil?: Date | undefined;
};

export type AdminOrderSort = { field: 'id' | 'created' | 'total'; descending: boolean };

const MAX_INT = 2_147_483_647;
/** A phone is searched by its digits once the keyword has this many (fewer would match most phones). */
const PHONE_DIGITS = 6;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const digitsOf = (column: SQL | typeof users.tel) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

const phoneMatch = (digits: string): SQL | undefined =>
  or(
    sql`${digitsOf(users.tel)} like ${`%${digits}%`}`,
    sql`${digitsOf(sql`${orders.contactTel}`)} like ${`%${digits}%`}`,
  );

/**
 * A keyword of digits alone (`1234`, `#1234`) is an order id, or a phone when it has enough
 * digits; anything else is the order's token, or part of the buyer's e-mail, name, username or
 * phone (`081-234-5678` matches `0812345678`). Digits are never matched inside names or e-mails,
 * where an order number would find half the shop.
 */
const keywordMatch = (keyword: string): SQL | undefined => {
  const digits = keyword.replace(/[^0-9]/g, '');
  const isPhoneLike = digits.length >= PHONE_DIGITS && /^[\d\s+()-]+$/.test(keyword);
  if (/^#?\d{1,10}$/.test(keyword)) {
    const id = Number(digits);
    // Neither (a number past any id, too short for a phone): nothing matches, not everything.
    return (
      or(id <= MAX_INT ? eq(orders.id, id) : undefined, isPhoneLike ? phoneMatch(digits) : undefined) ??
      sql`false`
    );
  }
  const pattern = `%${escapeLike(keyword)}%`;
  return or(
    eq(orders.orderToken, keyword),
    ilike(users.email, pattern),
    ilike(orders.contactEmail, pattern),
    ilike(users.username, pattern),
    ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
    ilike(sql`${users.firstnameEng} || ' ' || ${users.lastnameEng}`, pattern),
    isPhoneLike ? phoneMatch(digits) : undefined,
  );
};

const conditionsOf = (filter: AdminOrderFilter): SQL | undefined =>
  and(
    filter.keyword ? keywordMatch(filter.keyword) : undefined,
    filter.state ? eq(orders.status, filter.state) : undefined,
    filter.paymentMethodId === undefined ? undefined : eq(orders.paymentMethodId, filter.paymentMethodId),
    filter.courseId === undefined
      ? undefined
      : sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.courseId} = ${filter.courseId})`,
    filter.createdFrom ? gte(orders.createdAt, filter.createdFrom) : undefined,
    filter.createdUntil ? lt(orders.createdAt, filter.createdUntil) : undefined,
  );

const SORT_COLUMNS = { id: orders.id, created: orders.createdAt, total: orders.total } as const;

const orderByOf = (sort: AdminOrderSort) => {
  const direction = sort.descending ? desc : asc;
  return sort.field === 'id'
    ? [direction(orders.id)]
    : [direction(SORT_COLUMNS[sort.field]), direction(orders.id)];
};

/** The columns of a list row: the order, its buyer and method, and counts for its review and refund state. */
const selectRows = (db: Queryable) =>
  db
    .select({
      order: orders,
      buyer: {
        id: users.id,
        username: users.username,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        tel: users.tel,
      },
      method: { id: paymentMethods.id, name: paymentMethods.name, nameWeb: paymentMethods.nameWeb },
      lineCount:
        sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
          Number,
        ),
      refundedLineCount: sql<number>`(select count(*) from ${orderRefundLines}
        join ${orderLines} on ${orderLines.id} = ${orderRefundLines.orderLineId}
        where ${orderLines.orderId} = ${orders.id})`.mapWith(Number),
      refundedAmount: sql<number>`(select coalesce(sum(${orderRefunds.amount}), 0) from ${orderRefunds}
        where ${orderRefunds.orderId} = ${orders.id})`.mapWith(Number),
      hasFlaggedPayment: sql<boolean>`exists (select 1 from ${paymentAttempts}
        where ${paymentAttempts.orderId} = ${orders.id} and ${paymentAttempts.state} = 'flagged')`.mapWith(
        Boolean,
      ),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId));

export type AdminOrderListRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** One order as a list row (the detail page starts from it). */
export const findAdminOrderRow = async (db: Queryable, orderId: number) =>
  (await selectRows(db).where(eq(orders.id, orderId)))[0] ?? null;

/** One page of the orders matching the filter, and how many match in all. */
export const listAdminOrders = async (
  db: Queryable,
  filter: AdminOrderFilter,
  sort: AdminOrderSort,
  page: { offset: number; limit: number },
) => {
  const where = conditionsOf(filter);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(...orderByOf(sort))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
};

/** Where the previous batch of an export ended: its last row's sort value and id. */
export type ExportCursor = { value: number | Date; id: number };

const afterCursor = (sort: AdminOrderSort, cursor: ExportCursor | null): SQL | undefined => {
  if (cursor === null) return undefined;
  const compare = sort.descending ? sql.raw('<') : sql.raw('>');
  if (sort.field === 'id') return sql`${orders.id} ${compare} ${cursor.id}`;
  const value =
    cursor.value instanceof Date ? sql`${cursor.value.toISOString()}::timestamptz` : sql`${cursor.value}`;
  return sql`(${SORT_COLUMNS[sort.field]}, ${orders.id}) ${compare} (${value}, ${cursor.id})`;
};

/** The next batch of an export, after `cursor` in the sort's order (keyset paging: no offsets). */
export const listAdminOrdersAfter = (
  db: Queryable,
  filter: AdminOrderFilter,
  sort: AdminOrderSort,
  cursor: ExportCursor | null,
  limit: number,
) =>
  selectRows(db)
    .where(and(conditionsOf(filter), afterCursor(sort, cursor)))
    .orderBy(...orderByOf(sort))
    .limit(limit);

/** The cursor a row leaves for the next batch. */
export const cursorOf = (sort: AdminOrderSort, row: AdminOrderListRow): ExportCursor => ({
  value:
    sort.field === 'created' ? row.order.createdAt : sort.field === 'total' ? row.order.total : row.order.id,
  id: row.order.id,
});
