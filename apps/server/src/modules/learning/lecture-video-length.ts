import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courseSections, lectures } from '../../db/tables';
import type { TtlCache } from '../../lib/ttl-cache';
import { mediaAddressOf } from '../media/index';

/**
 * Gives every lecture that plays an uploaded video the length its transcode read, so the
 * curriculum and the course page add up the real time (a lecture saved before the transcode
 * finished showed none). The editor stores the bare name; older rows the file's address. The
 * playlist and the course page are read through the catalogue cache, so their courses' entries
 * are dropped (on every instance), or they would show the old length until the cache expires.
 */
export const fillLectureVideoLength = async (
  db: Queryable,
  cache: TtlCache,
  fileName: string,
  durationSeconds: number,
) => {
  const changed = await db
    .update(lectures)
    .set({ videoDurationSeconds: durationSeconds })
    .where(
      and(
        eq(lectures.uploadVideoType, 'upload'),
        inArray(lectures.videoUrl, [fileName, mediaAddressOf(fileName)]),
      ),
    )
    .returning({ sectionId: lectures.sectionId });
  if (changed.length === 0) return;
  const courses = await db
    .selectDistinct({ courseId: courseSections.courseId })
    .from(courseSections)
    .where(inArray(courseSections.id, [...new Set(changed.map((row) => row.sectionId))]));
  for (const { courseId } of courses) {
    cache.invalidate(`curriculum:${String(courseId)}`);
    cache.invalidate(`course:${String(courseId)}`);
  }
};
