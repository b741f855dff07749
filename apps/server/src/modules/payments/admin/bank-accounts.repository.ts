import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { bankAccounts, bankTransferReports } from '../../../db/tables';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankAccountValues = Omit<typeof bankAccounts.$inferInsert, 'id' | 'createdAt'>;

export const listAllBankAccounts = (db: Queryable) =>
  db.select().from(bankAccounts).orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.id));

/** The account, locked until the transaction ends. */
export const lockBankAccount = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).for('update');
  return row ?? null;
};

export const insertBankAccount = async (db: Queryable, values: BankAccountValues) => {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  if (!row) throw new Error('bank account not inserted');
  return row;
};

export const updateBankAccount = async (db: Queryable, id: number, values: BankAccountValues) => {
  const [row] = await db.update(bankAccounts).set(values).where(eq(bankAccounts.id, id)).returning();
  if (!row) throw new Error('bank account not updated');
  return row;
};

export const deleteBankAccount = async (db: Queryable, id: number) => {
  await db.delete(bankAccounts).where(eq(bankAccounts.id, id));
};

/** Whether a buyer's transfer report names the account. */
export const isBankAccountReported = async (db: Queryable, id: number) => {
  const rows = await db
    .select({ id: bankTransferReports.id })
    .from(bankTransferReports)
    .where(eq(bankTransferReports.bankAccountId, id))
    .limit(1);
  return rows.length > 0;
};
