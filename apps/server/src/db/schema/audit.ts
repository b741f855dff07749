import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every change an administrator makes in the back office: who, what, on which record, and the
 * record before and after. Append-only; nothing updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What was done, as `<entity>.<verb>`: `order.approve`, `settings.update`, `enrolment.grant`. */
    action: text().notNull(),
    entityType: text().notNull(),
    /** The record's id as text (some records have composite or no numeric ids). */
    entityId: text(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.id),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);
