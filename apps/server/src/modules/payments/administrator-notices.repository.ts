import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { bankAccounts, bankTransferReports, orders, paymentAttempts, users } from '../../db/tables';

/** The e-mail of every administrator whose account is active, oldest account first. */
export const listActiveAdministratorEmails = async (db: Queryable): Promise<string[]> =>
  (
    await db
      .select({ email: users.email })
      .from(users)
      .where(and(sql`'admin' = ANY(${users.roles})`, eq(users.isActive, true)))
      .orderBy(users.id)
  ).map((row) => row.email);

/** The attempt an administrator is told of, with its order and the order's buyer. */
export const findAttemptWithOrder = async (db: Queryable, attemptId: number) => {
  const [row] = await db
    .select({
      attempt: paymentAttempts,
      order: orders,
      buyer: {
        username: users.username,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
      },
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(paymentAttempts.id, attemptId));
  return row ?? null;
};

/** The transfer report an attempt was made for, with the shop's account it names. */
export const findReportOfAttempt = async (db: Queryable, attemptId: number) => {
  const [row] = await db
    .select({ report: bankTransferReports, account: bankAccounts })
    .from(bankTransferReports)
    .leftJoin(bankAccounts, eq(bankAccounts.id, bankTransferReports.bankAccountId))
    .where(eq(bankTransferReports.attemptId, attemptId));
  return row ?? null;
};
