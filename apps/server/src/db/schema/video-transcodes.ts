import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { mediaFiles } from './media';

/** What ffprobe read from an uploaded video. */
export type VideoProbe = {
  durationSeconds: number;
  width: number;
  height: number;
  /** Clockwise degrees a phone asked the player to turn the picture (0, 90, 180, 270). */
  rotation: number;
  videoCodec: string | null;
  audioCodec: string | null;
  sizeBytes: number;
};

/**
 * The transcoding job of one uploaded video: queued at upload, taken by one worker at a time with
 * FOR UPDATE SKIP LOCKED and leased (a worker that dies leaves it to be taken again once the lease
 * ends), then ready (its outputs are the upload's variants) or failed with the reason.
 */
export const videoTranscodes = pgTable(
  'video_transcodes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fileName: text()
      .notNull()
      .unique()
      .references(() => mediaFiles.fileName, { onDelete: 'cascade' }),
    /** queued | processing | ready | failed */
    status: text().notNull().default('queued'),
    progressPercent: integer().notNull().default(0),
    attempts: integer().notNull().default(0),
    /** While processing: when another worker may take the job (this one died). */
    leaseUntil: timestamp({ withTimezone: true }),
    probe: jsonb().$type<VideoProbe>(),
    /** The HLS rungs made, by height (e.g. [360, 540]). */
    rungs: jsonb().$type<number[]>().notNull().default([]),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('video_transcodes_status_idx').on(table.status, table.leaseUntil)],
);
