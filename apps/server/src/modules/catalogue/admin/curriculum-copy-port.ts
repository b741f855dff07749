import type { Queryable } from '../../../db/database';
import { modulePort } from '../../../lib/module-port';

/**
 * Copies a course's curriculum (sections, lectures, quizzes, homework) to a copy of the course,
 * in the copy's transaction. The curriculum is the learning module's, and learning depends on the
 * catalogue, so learning supplies this when its index loads.
 */
export const curriculumCopyPort =
  modulePort<(tx: Queryable, fromCourseId: number, toCourseId: number) => Promise<void>>(
    'curriculumCopyPort',
  );
