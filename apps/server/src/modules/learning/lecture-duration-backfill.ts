import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { courseSections, lectures } from '../../db/tables';
import { readMissingVideoDurations, type ReadVideoLength } from '../media/index';

const EVERY_MS = 60_000;

/**
 * Gives the uploaded-video lectures still showing no length ("0 minutes") the length just read
 * from their files. Answers the courses whose curriculum changed.
 */
export const fillLectureDurations = async (
  db: Database,
  read: readonly ReadVideoLength[],
): Promise<number[]> => {
  const sectionIds = new Set<number>();
  for (const { fileName, durationSeconds } of read) {
    if (!durationSeconds) continue;
    const changed = await db
      .update(lectures)
      .set({ videoDurationSeconds: durationSeconds })
      .where(
        and(
          eq(lectures.videoUrl, fileName),
          eq(lectures.uploadVideoType, 'upload'),
          eq(lectures.videoDurationSeconds, 0),
        ),
      )
      .returning({ sectionId: lectures.sectionId });
    for (const { sectionId } of changed) sectionIds.add(sectionId);
  }
  if (sectionIds.size === 0) return [];
  const courses = await db
    .selectDistinct({ courseId: courseSections.courseId })
    .from(courseSections)
    .where(inArray(courseSections.id, [...sectionIds]));
  return courses.map(({ courseId }) => courseId);
};

/** One step: read a batch of unread videos and give their lectures the lengths. */
export const backfillLectureDurations = async (app: FastifyInstance) => {
  const read = await readMissingVideoDurations(app.db, app.storage);
  const courseIds = await fillLectureDurations(app.db, read);
  for (const courseId of courseIds) {
    app.catalogCache.invalidate(`curriculum:${String(courseId)}`);
    app.catalogCache.invalidate(`course:${String(courseId)}`);
  }
  return { read: read.length, courseIds };
};

/**
 * Every minute while the server is up, a batch of the videos uploaded before their length was
 * read at upload: their lectures get the length, so none stays at "0 minutes". Once every old
 * video is read a step costs one indexed query. stop() lets the step in hand finish.
 */
export const startLectureDurationBackfill = (app: FastifyInstance) => {
  let running: Promise<void> | null = null;
  const step = () =>
    backfillLectureDurations(app)
      .then(({ read, courseIds }) => {
        if (read > 0) app.log.info({ read, courseIds }, 'read the lengths of videos uploaded before');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'video length backfill failed');
      });
  const stepUnlessBusy = () => {
    running ??= step().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(stepUnlessBusy, EVERY_MS);
  timer.unref();
  stepUnlessBusy();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
