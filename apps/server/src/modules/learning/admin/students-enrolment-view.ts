import type { StudentEnrolment } from '@shop/contract/admin/students';
import { countdown } from '@shop/domain/access/countdown';
import { toCountdownRecord, type EnrolmentRow } from '../enrolment-access';

/** An enrolment as the back office shows it: its window and the access left now by the countdown rules. */
export const toStudentEnrolment = (row: EnrolmentRow, courseTitle: string, now: Date): StudentEnrolment => ({
  id: row.id,
  course_id: row.courseId,
  course_title: courseTitle,
  order_id: row.orderId,
  plan_type: row.planType,
  status: row.status === 'revoked' ? 'revoked' : 'active',
  starts_at: row.startsAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
  learning_budget_ms: row.learningBudgetMs,
  learning_spent_ms: row.learningSpentMs,
  remaining_ms: row.status === 'revoked' ? 0 : countdown(toCountdownRecord(row), now),
  created_at: row.createdAt.toISOString(),
});
