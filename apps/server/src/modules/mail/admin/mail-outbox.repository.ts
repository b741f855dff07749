import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MAIL_SORT_FIELDS, MailListQuery, MailState } from '@shop/contract/admin/mail';
import { parseAdminSort } from '@shop/contract/admin/admin-list';
import type { Queryable } from '../../../db/database';
import { outbox } from '../../../db/tables';
import { LINE_MESSAGE_KIND, MAIL_KIND } from '../mail.repository';
import { MAX_MAIL_ATTEMPTS } from '../mail.service';

export type OutboxRow = typeof outbox.$inferSelect;
type MailSortField = (typeof MAIL_SORT_FIELDS)[number];

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The rows of each state, as `mailStateOf` names them. */
const STATE_WHERE: Readonly<Record<MailState, SQL | undefined>> = {
  delivered: isNotNull(outbox.deliveredAt),
  gaveUp: and(isNull(outbox.deliveredAt), gte(outbox.attempts, MAX_MAIL_ATTEMPTS)),
  retrying: and(
    isNull(outbox.deliveredAt),
    lt(outbox.attempts, MAX_MAIL_ATTEMPTS),
    isNotNull(outbox.lastError),
  ),
  queued: and(isNull(outbox.deliveredAt), lt(outbox.attempts, MAX_MAIL_ATTEMPTS), isNull(outbox.lastError)),
};

/** Where a mail stands; the same rule as `STATE_WHERE`. */
export const mailStateOf = (row: OutboxRow): MailState => {
  if (row.deliveredAt) return 'delivered';
  if (row.attempts >= MAX_MAIL_ATTEMPTS) return 'gaveUp';
  return row.lastError === null ? 'queued' : 'retrying';
};

const mailFilter = (query: MailListQuery): SQL | undefined => {
  const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const isLine = query.channel === 'line';
  const described = isLine ? sql`${outbox.payload}->>'text'` : sql`${outbox.payload}->>'subject'`;
  return and(
    eq(outbox.kind, isLine ? LINE_MESSAGE_KIND : MAIL_KIND),
    pattern ? or(ilike(sql`${outbox.payload}->>'to'`, pattern), ilike(described, pattern)) : undefined,
    query.state ? STATE_WHERE[query.state] : undefined,
  );
};

/** One page of the mail outbox and how many mails match in all. */
export const listMailRows = async (db: Queryable, query: MailListQuery) => {
  const where = mailFilter(query);
  // The contract's enum checked the value; its inferred type is only `string`.
  const sort = query.sort as MailSortField | `-${MailSortField}` | undefined;
  const { field, descending } = parseAdminSort(sort, { field: 'id', descending: true });
  const direction = descending ? desc : asc;
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(
      ...(field === 'created' ? [direction(outbox.createdAt), direction(outbox.id)] : [direction(outbox.id)]),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(outbox).where(where);
  return { rows, total: total?.value ?? 0 };
};

/** A mail of the outbox locked for a change; null when the id is not a mail's. */
export const lockMail = async (db: Queryable, id: number) => {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.kind, MAIL_KIND)))
    .for('update');
  return row ?? null;
};

/** The same mail as a new row, due now. */
export const insertMailCopy = async (db: Queryable, payload: Record<string, unknown>, now: Date) => {
  const [row] = await db
    .insert(outbox)
    .values({ kind: MAIL_KIND, payload, availableAt: now, createdAt: now })
    .returning();
  if (!row) throw new Error('mail not queued');
  return row;
};

/** A mail not delivered yet is due now, with one more try left if it had none. */
export const retryMailNow = async (db: Queryable, id: number, now: Date) => {
  const [row] = await db
    .update(outbox)
    .set({ availableAt: now, attempts: sql`least(${outbox.attempts}, ${MAX_MAIL_ATTEMPTS - 1})` })
    .where(eq(outbox.id, id))
    .returning();
  if (!row) throw new Error('mail not updated');
  return row;
};
