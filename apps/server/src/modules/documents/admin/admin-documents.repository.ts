import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { taxDocuments } from '../../../db/tables';
import type { TaxDocumentRow } from '../documents.repository';

export type AdminDocumentFilter = {
  keyword?: string | undefined;
  kind?: 'tax_invoice' | 'receipt' | 'credit_note' | undefined;
  year?: number | undefined;
  status?: 'issued' | 'voided' | undefined;
};

export type AdminDocumentSort = { field: 'issued_at' | 'number'; descending: boolean };

const MAX_INT = 2_147_483_647;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A document number (or part of one), the buyer's name or tax id, or the order id. */
const keywordMatch = (keyword: string): SQL | undefined => {
  const pattern = `%${escapeLike(keyword)}%`;
  const asId = /^#?\d{1,10}$/.test(keyword) ? Number(keyword.replace('#', '')) : null;
  return or(
    ilike(taxDocuments.number, pattern),
    ilike(taxDocuments.buyerName, pattern),
    ilike(taxDocuments.buyerTaxId, pattern),
    asId !== null && asId <= MAX_INT ? eq(taxDocuments.orderId, asId) : undefined,
  );
};

const conditionsOf = (filter: AdminDocumentFilter) =>
  and(
    filter.keyword ? keywordMatch(filter.keyword) : undefined,
    filter.kind ? eq(taxDocuments.kind, filter.kind) : undefined,
    filter.year === undefined ? undefined : eq(taxDocuments.year, filter.year),
    filter.status ? eq(taxDocuments.status, filter.status) : undefined,
  );

const SORT_COLUMNS = { issued_at: taxDocuments.issuedAt, number: taxDocuments.number } as const;

/** One page of the documents an administrator asks for, and how many match in all. */
export const listAdminDocuments = async (
  db: Queryable,
  filter: AdminDocumentFilter,
  sort: AdminDocumentSort,
  page: { offset: number; limit: number },
): Promise<{ rows: TaxDocumentRow[]; total: number }> => {
  const where = conditionsOf(filter);
  const direction = sort.descending ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(taxDocuments)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[sort.field]), direction(taxDocuments.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(taxDocuments).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
};
