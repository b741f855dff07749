import type { StudentEnrolment } from '@shop/contract/admin/students';
import type { enrolments } from '../../../db/tables';
import { modulePort } from '../../../lib/module-port';

/**
 * An enrolment as the back office's student page shows it. The countdown rules belong to
 * learning, which depends on accounts; learning supplies this when its index loads.
 */
export const studentEnrolmentPort =
  modulePort<(row: typeof enrolments.$inferSelect, courseTitle: string, now: Date) => StudentEnrolment>(
    'studentEnrolmentPort',
  );
