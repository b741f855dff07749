import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderState } from '@shop/domain/orders/order-states';
import type { Queryable } from '../../../db/database';
import { userSearchText } from '../../../db/search-text';
import {
  dailyOrderStates,
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
    sql`${orders.userId} = any(array(select ${users.id} from ${users} where ${digitsOf(users.tel)} like ${`%${digits}%`}))`,
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
  // The buyers found first (their trigram index), handed over as an array: each branch of the OR
  // is then an index of the orders (token, buyer, contact e-mail's trigrams), put together in a
  // bitmap. An OR across joined tables made PostgreSQL read every order instead (3 s).
  return or(
    eq(orders.orderToken, keyword),
    sql`${orders.userId} = any(array(select ${users.id} from ${users} where ${ilike(userSearchText(users), pattern)}))`,
    ilike(orders.contactEmail, pattern),
    isPhoneLike ? phoneMatch(digits) : undefined,
  );
};

export const conditionsOf = (filter: AdminOrderFilter): SQL | undefined =>
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

export const SORT_COLUMNS = { id: orders.id, created: orders.createdAt, total: orders.total } as const;

export const orderByOf = (sort: AdminOrderSort) => {
  const direction = sort.descending ? desc : asc;
  return sort.field === 'id'
    ? [direction(orders.id)]
    : [direction(SORT_COLUMNS[sort.field]), direction(orders.id)];
};

/** The order, its buyer and its method: a list row without its counts. */
const ORDER_COLUMNS = {
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
};

/** Orders with their buyer and method, counts left to the caller (an export counts per batch). */
export const selectOrdersWithBuyer = (db: Queryable) =>
  db
    .select(ORDER_COLUMNS)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId));

/** The columns of a list row: the order, its buyer and method, and counts for its review and refund state. */
const selectRows = (db: Queryable) =>
  db
    .select({
      ...ORDER_COLUMNS,
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

/**
 * One page of the orders matching the filter, and how many match in all. The page's ids are
 * found first from the orders alone (an index walk, however deep the page), and only those rows
 * get their buyer, method and counts: with the counts in the same query, PostgreSQL computed
 * them for every row skipped by the offset too (two seconds at page 5,000). Every condition
 * reads the orders (the buyer's through sub-queries), so neither the page nor the count joins.
 */
export const listAdminOrders = async (
  db: Queryable,
  filter: AdminOrderFilter,
  sort: AdminOrderSort,
  page: { offset: number; limit: number },
) => {
  const where = conditionsOf(filter);
  // A keyword search counts its matches in the query that finds the page (a window over the few
  // rows it found anyway): a second query ran the trigram search again, half of a search's time.
  // Other filters keep their own count, which needs no row of theirs read.
  const isSearch = Boolean(filter.keyword);
  const found = await db
    .select({
      id: orders.id,
      matching: isSearch ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0`.mapWith(Number),
    })
    .from(orders)
    .where(where)
    .orderBy(...orderByOf(sort))
    .limit(page.limit)
    .offset(page.offset);
  const rows =
    found.length === 0
      ? []
      : await selectRows(db)
          .where(
            inArray(
              orders.id,
              found.map((row) => row.id),
            ),
          )
          .orderBy(...orderByOf(sort));
  const total =
    isSearch && found[0] !== undefined ? found[0].matching : await countMatching(db, filter, where);
  return { rows, total };
};

const hasOnlyStateFilter = (filter: AdminOrderFilter) =>
  !filter.keyword &&
  filter.paymentMethodId === undefined &&
  filter.courseId === undefined &&
  filter.createdFrom === undefined &&
  filter.createdUntil === undefined;

/**
 * How many orders match. With no filter but the state, the daily figures kept with every order
 * (migration 0009) answer exactly without reading the orders: a count over all of them took
 * 200 ms and more per page on a year of orders. Other filters narrow through their indexes.
 */
const countMatching = async (db: Queryable, filter: AdminOrderFilter, where: SQL | undefined) => {
  if (hasOnlyStateFilter(filter)) {
    const [row] = await db
      .select({ value: sql<number>`coalesce(sum(${dailyOrderStates.orders}), 0)`.mapWith(Number) })
      .from(dailyOrderStates)
      .where(filter.state ? eq(dailyOrderStates.status, filter.state) : undefined);
    return row?.value ?? 0;
  }
  const [row] = await db.select({ value: count() }).from(orders).where(where);
  return row?.value ?? 0;
};
