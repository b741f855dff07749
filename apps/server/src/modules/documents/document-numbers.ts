import { sql } from 'drizzle-orm';
import { documentYear, formatDocumentNumber, type TaxDocumentKind } from '@shop/domain/tax/tax-documents';
import type { Transaction } from '../../db/database';
import { documentSequences } from '../../db/tables';

export type DocumentNumber = { year: number; sequence: number; number: string };

/**
 * The next number of the kind's series for the year of `issuedAt`. Call it in the transaction
 * that inserts the document: the upsert locks the series row until that transaction ends, so
 * two issues at once wait for each other (unique numbers), and a rollback undoes the increment
 * (no gaps).
 */
export const takeDocumentNumber = async (
  tx: Transaction,
  kind: TaxDocumentKind,
  issuedAt: Date,
): Promise<DocumentNumber> => {
  const year = documentYear(issuedAt);
  const [row] = await tx
    .insert(documentSequences)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.kind, documentSequences.year],
      set: { lastNumber: sql`${documentSequences.lastNumber} + 1` },
    })
    .returning({ sequence: documentSequences.lastNumber });
  if (!row) throw new Error('no document number taken');
  return { year, sequence: row.sequence, number: formatDocumentNumber(kind, year, row.sequence) };
};
