import { and, asc, count, desc, eq, exists, gt, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { mediaFiles, orders, taxDocuments, users, withholdingCertificates } from '../../db/tables';

const MAX_INT = 2_147_483_647;
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const hasCertificate = (db: Queryable) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(withholdingCertificates)
      .where(eq(withholdingCertificates.orderId, orders.id)),
  );

const keywordMatch = (keyword: string): SQL | undefined => {
  const pattern = `%${escapeLike(keyword)}%`;
  const asId = /^#?\d{1,10}$/.test(keyword) ? Number(keyword.replace('#', '')) : null;
  return or(
    asId !== null && asId <= MAX_INT ? eq(orders.id, asId) : undefined,
    ilike(users.email, pattern),
    ilike(orders.contactEmail, pattern),
    ilike(users.username, pattern),
    ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
  );
};

export type WithholdingListFilter = { received: boolean; keyword?: string | undefined };

/**
 * Paid orders on which the buyer withheld tax, with or without a certificate: the missing ones
 * oldest first (the longest overdue at the top), the received ones newest first by default.
 */
export const listWithholdingOrders = async (
  db: Queryable,
  filter: WithholdingListFilter,
  sort: { descending: boolean },
  page: { offset: number; limit: number },
) => {
  const where = and(
    eq(orders.status, 'approved'),
    gt(orders.withholding, 0),
    filter.received ? hasCertificate(db) : not(hasCertificate(db)),
    filter.keyword ? keywordMatch(filter.keyword) : undefined,
  );
  const direction = sort.descending ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, buyer: users, documentNumber: taxDocuments.number })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(
        taxDocuments,
        and(
          eq(taxDocuments.orderId, orders.id),
          eq(taxDocuments.status, 'issued'),
          inArray(taxDocuments.kind, ['tax_invoice', 'receipt']),
        ),
      )
      .where(where)
      .orderBy(direction(orders.approvedAt), direction(orders.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
};

/** The certificates sent for these orders, newest first, with their files. */
export const listCertificatesOfOrders = (db: Queryable, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ certificate: withholdingCertificates, file: mediaFiles })
        .from(withholdingCertificates)
        .innerJoin(mediaFiles, eq(mediaFiles.id, withholdingCertificates.mediaFileId))
        .where(inArray(withholdingCertificates.orderId, [...orderIds]))
        .orderBy(desc(withholdingCertificates.id));

export const insertWithholdingCertificate = async (
  db: Queryable,
  values: { orderId: number; mediaFileId: number; uploadedByUserId: number },
) => {
  const [row] = await db.insert(withholdingCertificates).values(values).returning();
  if (!row) throw new Error('certificate not inserted');
  return row;
};

export const findStoredFile = async (db: Queryable, fileName: string) =>
  (await db.select().from(mediaFiles).where(eq(mediaFiles.fileName, fileName)))[0];
