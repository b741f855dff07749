import type { Queryable } from '../../db/database';
import { modulePort } from '../../lib/module-port';

/**
 * Whether a viewer has an active enrolment in a course, for the course page. Enrolments belong
 * to learning, which depends on the catalogue; learning supplies this when its index loads.
 */
export const activeEnrolmentPort =
  modulePort<(db: Queryable, userId: number, courseId: number) => Promise<boolean>>('activeEnrolmentPort');
