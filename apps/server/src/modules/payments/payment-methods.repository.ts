import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { bankAccounts, paymentMethods } from '../../db/tables';

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
