import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { bankTransferReports, slipDuplicateRefusals } from '../../../db/tables';

/** A day of the shop's Bangkok calendar (YYYY-MM-DD) as a SQL date. */
const bangkokDay = (column: typeof bankTransferReports.createdAt | typeof slipDuplicateRefusals.refusedAt) =>
  sql`(${column} AT TIME ZONE 'Asia/Bangkok')::date`;

/**
 * Transfer reports since `firstDay` (Bangkok): approved at once by the slip-verification service,
 * the rest sent to an administrator's review, and the reports refused because their slip was
 * already used on another order.
 */
export const countSlipChecks = async (db: Queryable, firstDay: string) => {
  const [all, approved, refused] = await Promise.all([
    db
      .select({ n: count() })
      .from(bankTransferReports)
      .where(gte(bangkokDay(bankTransferReports.createdAt), sql`${firstDay}::date`)),
    db
      .select({ n: count() })
      .from(bankTransferReports)
      .where(
        and(
          eq(bankTransferReports.verificationStatus, 'approved'),
          gte(bangkokDay(bankTransferReports.createdAt), sql`${firstDay}::date`),
        ),
      ),
    db
      .select({ n: count() })
      .from(slipDuplicateRefusals)
      .where(gte(bangkokDay(slipDuplicateRefusals.refusedAt), sql`${firstDay}::date`)),
  ]);
  const reports = all[0]?.n ?? 0;
  const approvedAutomatically = approved[0]?.n ?? 0;
  return {
    approved_automatically: approvedAutomatically,
    sent_to_review: reports - approvedAutomatically,
    refused_as_duplicates: refused[0]?.n ?? 0,
  };
};
