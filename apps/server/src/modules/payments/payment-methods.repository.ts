import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { bankAccounts, paymentMethods } from '../../db/tables';

/** Ids of spec 2 that have no payment panel and are never offered. */
export const METHODS_WITHOUT_PANEL: ReadonlySet<number> = new Set([5, 6, 7, 14]);

export const listEnabledPaymentMethods = (db: Queryable) =>
  db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.isEnabled, true))
    .orderBy(asc(paymentMethods.sortOrder));

export const listActiveBankAccounts = (db: Queryable) =>
  db.select().from(bankAccounts).where(eq(bankAccounts.isActive, true)).orderBy(asc(bankAccounts.sortOrder));

export const findPaymentMethod = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row ?? null;
};
