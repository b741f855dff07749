import { and, count, gte, sql, type InferInsertModel } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { customLabelAnswers, taxProfiles, users } from '../../db/tables';

/** Any number that fits; registrations take it only while the site has account limits. */
const REGISTRATION_LOCK_KEY = 727_002;

/** Serialises registrations until the transaction ends, so two cannot both take the last place. */
export const lockRegistrations = async (tx: Queryable) => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGISTRATION_LOCK_KEY})`);
};

const isStudent = sql`'student' = ANY(${users.roles})`;

export const countStudents = async (db: Queryable) => {
  const [row] = await db.select({ value: count() }).from(users).where(isStudent);
  return row?.value ?? 0;
};

export const countStudentsCreatedSince = async (db: Queryable, since: Date) => {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(isStudent, gte(users.createdAt, since)));
  return row?.value ?? 0;
};

export const isUsernameTaken = async (db: Queryable, username: string) => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
};

export const isEmailTaken = async (db: Queryable, email: string) => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
};

export const insertUserRow = async (tx: Queryable, values: InferInsertModel<typeof users>) => {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row;
};

export const insertCustomLabelAnswers = async (
  tx: Queryable,
  rows: readonly InferInsertModel<typeof customLabelAnswers>[],
) => {
  if (rows.length > 0) await tx.insert(customLabelAnswers).values([...rows]);
};

export type TaxProfileValues = Omit<InferInsertModel<typeof taxProfiles>, 'updatedAt'>;

export const upsertTaxProfile = async (tx: Queryable, values: TaxProfileValues, now: Date) => {
  const { userId: _userId, ...changes } = values;
  await tx
    .insert(taxProfiles)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({ target: taxProfiles.userId, set: { ...changes, updatedAt: now } });
};
