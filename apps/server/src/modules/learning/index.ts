// The learning module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { studentEnrolmentPort } from '../accounts/index';
import { activeEnrolmentPort, curriculumCopyPort } from '../catalogue/index';
import { videoLengthPort } from '../media/index';
import { copyCurriculum } from './admin/curriculum-copy';
import { toStudentEnrolment } from './admin/students-enrolment-view';
import { hasActiveEnrolment } from './enrolment-access';
import { fillLectureVideoLength } from './lecture-video-length';
import type { Config } from '../../config';
import { homeworkReviewRoutes } from './admin/homework-review.routes';
import { curriculumEditorRoutes } from './admin/curriculum-editor.routes';
import { studentEnrolmentsRoutes } from './admin/students-enrolments.routes';
import { curriculumRoutes } from './curriculum.routes';
import { learningRoutes } from './learning.routes';

// Learning depends on accounts and the catalogue; it answers what they ask of it through their ports.
activeEnrolmentPort.supply(hasActiveEnrolment);
studentEnrolmentPort.supply(toStudentEnrolment);
curriculumCopyPort.supply(copyCurriculum);
videoLengthPort.supply(fillLectureVideoLength);

/** The learning module's routes, registered in the app's own context. */
export const learningModule = fp(
  async (app, options: { config: Config; fontsDir?: string | undefined }) => {
    await app.register(curriculumRoutes);
    await app.register(homeworkReviewRoutes);
    await app.register(curriculumEditorRoutes);
    await app.register(studentEnrolmentsRoutes);
    await app.register(learningRoutes, { config: options.config, fontsDir: options.fontsDir });
  },
  { name: 'learning-module' },
);

export { fitCertificateText } from './certificate-pdf-text-fit';
export { courseOutline } from './curriculum.service';
export { findEnrolments, toCountdownRecord } from './enrolment-access';
export { enrolOrderLines, revokeLineEnrolments } from './order-enrolments';
export { listOwnedCourses } from './owned-courses';
export { startLectureDurationBackfill } from './lecture-duration-backfill';
export type { EnrollingLine } from './order-enrolments';
