import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { lectures } from './curriculum';
import { users } from './users';

/**
 * A short-lived right to stream one lecture's video, given to the viewer who opened it (none for a
 * preview): its token travels in the playlist and segment addresses (Safari's player sends no
 * custom headers), only its SHA-256 is kept. Every instance checks it here, so no shared secret is
 * needed; each segment also re-checks the viewer's enrolment.
 */
export const videoStreamGrants = pgTable(
  'video_stream_grants',
  {
    tokenHash: text().primaryKey(),
    lectureId: integer()
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** Null for a preview lecture, which anyone may watch. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('video_stream_grants_expires_idx').on(table.expiresAt)],
);
