import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/database';
import { mediaFiles, videoTranscodes, type VideoProbe } from '../../../db/tables';

export type TranscodeRow = typeof videoTranscodes.$inferSelect;

/** A job taken by one worker: `attempts` counts this try and identifies it. */
export type ClaimedTranscode = { id: number; fileName: string; attempts: number };

/** Queues the transcode of a video just stored (once: a second call changes nothing). */
export const queueTranscode = async (db: Queryable, fileName: string) => {
  await db.insert(videoTranscodes).values({ fileName }).onConflictDoNothing();
};

/**
 * Takes the oldest waiting job, or one whose worker died (still processing past its lease), for
 * this worker: FOR UPDATE SKIP LOCKED, so two instances never take the same one. A job that failed
 * `maxAttempts` times is left failed for a person to retry.
 */
export const claimTranscode = async (
  db: Database,
  options: { now: Date; leaseUntil: Date; maxAttempts: number },
): Promise<ClaimedTranscode | null> => {
  const due = db
    .select({ id: videoTranscodes.id })
    .from(videoTranscodes)
    .where(
      and(
        lt(videoTranscodes.attempts, options.maxAttempts),
        or(
          eq(videoTranscodes.status, 'queued'),
          and(eq(videoTranscodes.status, 'processing'), lt(videoTranscodes.leaseUntil, options.now)),
        ),
      ),
    )
    .orderBy(asc(videoTranscodes.createdAt), asc(videoTranscodes.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(videoTranscodes)
    .set({
      status: 'processing',
      progressPercent: 0,
      error: null,
      leaseUntil: options.leaseUntil,
      attempts: sql`${videoTranscodes.attempts} + 1`,
      updatedAt: options.now,
    })
    .where(inArray(videoTranscodes.id, due))
    .returning({
      id: videoTranscodes.id,
      fileName: videoTranscodes.fileName,
      attempts: videoTranscodes.attempts,
    });
  return row ?? null;
};

const isHeld = (job: ClaimedTranscode) =>
  and(
    eq(videoTranscodes.id, job.id),
    eq(videoTranscodes.attempts, job.attempts),
    eq(videoTranscodes.status, 'processing'),
  );

/** Records progress and extends the lease; false when the job is no longer this worker's. */
export const recordTranscodeProgress = async (
  db: Queryable,
  job: ClaimedTranscode,
  changes: { progressPercent: number; leaseUntil: Date; now: Date; probe?: VideoProbe },
): Promise<boolean> => {
  const rows = await db
    .update(videoTranscodes)
    .set({ ...changes, updatedAt: changes.now })
    .where(isHeld(job))
    .returning({ id: videoTranscodes.id });
  return rows.length > 0;
};

/**
 * Marks the job ready and gives the upload its outputs (as variants, so they go with it and count
 * toward the storage quota) and its length, in one transaction; false when the job was taken
 * from this worker meanwhile.
 */
export const finishTranscode = async (
  db: Database,
  job: ClaimedTranscode,
  result: {
    rungs: number[];
    variants: Record<string, string>;
    outputBytes: number;
    durationSeconds: number;
    now: Date;
  },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const rows = await tx
      .update(videoTranscodes)
      .set({
        status: 'ready',
        progressPercent: 100,
        rungs: result.rungs,
        leaseUntil: null,
        updatedAt: result.now,
      })
      .where(isHeld(job))
      .returning({ id: videoTranscodes.id });
    if (rows.length === 0) return false;
    await tx
      .update(mediaFiles)
      .set({
        variants: result.variants,
        sizeBytes: sql`${mediaFiles.sizeBytes} + ${result.outputBytes}`,
        ...(result.durationSeconds > 0 ? { durationSeconds: result.durationSeconds } : {}),
      })
      .where(eq(mediaFiles.fileName, job.fileName));
    return true;
  });

/**
 * Records a failed try: back in the queue while tries remain (after the lease, so a file that
 * crashes ffmpeg does not spin), failed with the reason once they are used up.
 */
export const failTranscode = async (
  db: Queryable,
  job: ClaimedTranscode,
  failure: { error: string; isFinal: boolean; now: Date; retryAt: Date },
) => {
  await db
    .update(videoTranscodes)
    .set(
      failure.isFinal
        ? { status: 'failed', error: failure.error, leaseUntil: null, updatedAt: failure.now }
        : { status: 'processing', error: failure.error, leaseUntil: failure.retryAt, updatedAt: failure.now },
    )
    .where(isHeld(job));
};

/** Puts a failed job back in the queue with its tries counted afresh; false when it had not failed. */
export const retryTranscode = async (db: Queryable, fileName: string, now: Date): Promise<boolean> => {
  const rows = await db
    .update(videoTranscodes)
    .set({ status: 'queued', attempts: 0, progressPercent: 0, error: null, leaseUntil: null, updatedAt: now })
    .where(and(eq(videoTranscodes.fileName, fileName), eq(videoTranscodes.status, 'failed')))
    .returning({ id: videoTranscodes.id });
  return rows.length > 0;
};

export const findTranscode = async (db: Queryable, fileName: string): Promise<TranscodeRow | null> => {
  const [row] = await db.select().from(videoTranscodes).where(eq(videoTranscodes.fileName, fileName));
  return row ?? null;
};

/** Gives back a job this worker stops before finishing (shutdown): queued again, its try not counted. */
export const releaseTranscode = async (db: Queryable, job: ClaimedTranscode, now: Date) => {
  await db
    .update(videoTranscodes)
    .set({
      status: 'queued',
      attempts: sql`${videoTranscodes.attempts} - 1`,
      leaseUntil: null,
      updatedAt: now,
    })
    .where(isHeld(job));
};
