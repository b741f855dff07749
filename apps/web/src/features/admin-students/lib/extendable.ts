import type { StudentEnrolment } from '@shop/contract/admin/students';

/** Whether an enrolment has an end an administrator can move later (the server's rule: `extendAccess`). */
export const canMoveEnd = (enrolment: StudentEnrolment): boolean =>
  enrolment.status === 'active' && enrolment.expires_at !== null;

/** Whether an enrolment's plan counts learning time an administrator can add to. */
export const canAddLearningTime = (enrolment: StudentEnrolment): boolean =>
  enrolment.status === 'active' && enrolment.plan_type === 'Actual' && enrolment.learning_budget_ms !== null;
