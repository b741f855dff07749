import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A stored upload. `file_name` is ours (random), never the uploader's. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fileName: text().notNull().unique(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    kind: text().notNull(),
    /** public: served to anyone by its name; private: only to its uploader and administrators. */
    visibility: text().notNull().default('public'),
    /** What the file is for, when it is not a catalogue picture (e.g. 'slip'). */
    purpose: text(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    width: integer(),
    height: integer(),
    /**
     * A video's length in seconds, read from the file at upload; 0 when the file states none; null
     * for a video uploaded before lengths were read, until the backfill reads it.
     */
    durationSeconds: integer(),
    /** Resized copies: purpose → file name. */
    variants: jsonb().$type<Record<string, string>>().notNull().default({}),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    uploaderIp: text(),
    /** SHA-256 of the upload cookie of the visitor who sent it (no account yet): that visitor owns it. */
    visitorKey: text(),
    /** Sent by a visitor or a non-administrator: counts toward the daily upload allowance. */
    isLimited: boolean().notNull().default(false),
    /** When the sweeper removes it unless something claims it first (null: kept). */
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_files_created_idx').on(table.createdAt),
    index('media_files_expires_idx')
      .on(table.expiresAt)
      .where(sql`${table.expiresAt} IS NOT NULL`),
  ],
);

/**
 * A video an administrator is sending in parts (resumable). The bytes wait in `part_path` on the
 * receiving instance's disk until the upload is completed (then stored through the file storage
 * and recorded in media_files) or expires (the sweeper removes both).
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    /** Random, 32 hex digits: the client's handle in the upload's address. */
    id: text().primaryKey(),
    createdBy: integer().references(() => users.id, { onDelete: 'cascade' }),
    originalName: text().notNull(),
    /** The type the browser declared; the content decides at completion. */
    declaredType: text().notNull().default(''),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    receivedBytes: bigint({ mode: 'number' }).notNull().default(0),
    partPath: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resumable_uploads_expires_idx').on(table.expiresAt)],
);
