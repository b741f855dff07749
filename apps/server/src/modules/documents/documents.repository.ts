import { and, desc, eq, inArray, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/database';
import { taxDocuments } from '../../db/tables';

export type TaxDocumentRow = InferSelectModel<typeof taxDocuments>;

/** Kinds that stand for an order's sale (one valid at a time), as opposed to credit notes. */
export const SALE_KINDS = ['tax_invoice', 'receipt'] as const;

export const insertTaxDocument = async (tx: Transaction, values: InferInsertModel<typeof taxDocuments>) => {
  const [row] = await tx.insert(taxDocuments).values(values).returning();
  if (!row) throw new Error('document not inserted');
  return row;
};

export const findTaxDocument = async (db: Queryable, id: number): Promise<TaxDocumentRow | undefined> =>
  (await db.select().from(taxDocuments).where(eq(taxDocuments.id, id)))[0];

/** The document, locked until the transaction ends (a re-issue and another at once wait). */
export const lockTaxDocument = async (tx: Transaction, id: number): Promise<TaxDocumentRow | undefined> =>
  (await tx.select().from(taxDocuments).where(eq(taxDocuments.id, id)).for('update'))[0];

/** The order's valid tax invoice or receipt, if it has one. */
export const findCurrentSaleDocument = async (
  db: Queryable,
  orderId: number,
): Promise<TaxDocumentRow | undefined> =>
  (
    await db
      .select()
      .from(taxDocuments)
      .where(
        and(
          eq(taxDocuments.orderId, orderId),
          eq(taxDocuments.status, 'issued'),
          inArray(taxDocuments.kind, [...SALE_KINDS]),
        ),
      )
  )[0];

/** Every document of an order, newest first. */
export const listOrderDocuments = (db: Queryable, orderId: number) =>
  db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(desc(taxDocuments.id));

/** The credit notes an order has had, in issue order. */
export const listCreditNotesOfOrder = (db: Queryable, orderId: number) =>
  db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'credit_note')))
    .orderBy(taxDocuments.id);

export const findDocumentOfRefund = async (db: Queryable, refundId: number) =>
  (await db.select().from(taxDocuments).where(eq(taxDocuments.refundId, refundId)))[0];

/** The numbers of these documents by id (what others refer to). */
export const findDocumentNumbers = async (db: Queryable, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: taxDocuments.id, number: taxDocuments.number })
    .from(taxDocuments)
    .where(inArray(taxDocuments.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.number]));
};

/** Voids a document still issued; false when it was voided meanwhile. */
export const voidTaxDocument = async (
  tx: Transaction,
  id: number,
  change: { byUserId: number; reason: string; at: Date },
): Promise<TaxDocumentRow | undefined> =>
  (
    await tx
      .update(taxDocuments)
      .set({
        status: 'voided',
        voidedAt: change.at,
        voidedByUserId: change.byUserId,
        voidReason: change.reason,
      })
      .where(and(eq(taxDocuments.id, id), eq(taxDocuments.status, 'issued')))
      .returning()
  )[0];
