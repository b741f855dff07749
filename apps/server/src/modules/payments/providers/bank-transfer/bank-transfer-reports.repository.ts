import { and, asc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { bankAccounts, bankTransferReports, paymentAttempts } from '../../../../db/tables';

/** Whether a report of another order already showed this slip. */
export const isSlipOnAnotherOrder = async (db: Queryable, slipFileName: string, orderId: number) =>
  (
    await db
      .select({ id: bankTransferReports.id })
      .from(bankTransferReports)
      .where(
        and(eq(bankTransferReports.slipFileName, slipFileName), ne(bankTransferReports.orderId, orderId)),
      )
      .limit(1)
  ).length > 0;

/** Every transfer reported for an order, oldest first, with the account it names and its attempt. */
export const listReportsOfOrder = (db: Queryable, orderId: number) =>
  db
    .select({
      report: bankTransferReports,
      account: bankAccounts,
      attempt: {
        state: paymentAttempts.state,
        failureCode: paymentAttempts.failureCode,
        failureMessage: paymentAttempts.failureMessage,
      },
    })
    .from(bankTransferReports)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, bankTransferReports.attemptId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, bankTransferReports.bankAccountId))
    .where(eq(bankTransferReports.orderId, orderId))
    .orderBy(asc(bankTransferReports.id));

export type ReportOfOrderRow = Awaited<ReturnType<typeof listReportsOfOrder>>[number];
