// The learning module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { homeworkReviewRoutes } from './admin/homework-review.routes';
import { curriculumEditorRoutes } from './admin/curriculum-editor.routes';
import { studentEnrolmentsRoutes } from './admin/students-enrolments.routes';
import { learningRoutes } from './learning.routes';

/** The learning module's routes, registered in the app's own context. */
export const learningModule = fp(
  async (app, options: { config: Config; fontsDir?: string | undefined }) => {
    await app.register(homeworkReviewRoutes);
    await app.register(curriculumEditorRoutes);
    await app.register(studentEnrolmentsRoutes);
    await app.register(learningRoutes, { config: options.config, fontsDir: options.fontsDir });
  },
  { name: 'learning-module' },
);

export { toStudentEnrolment } from './admin/students-enrolment-view';
export { fitCertificateText } from './certificate-pdf-text-fit';
export { loadCourseLectures } from './course-lectures';
export { standingOf } from './course-progress-view';
export { findEnrolments, toCountdownRecord } from './enrolment-access';
export { isExternalVideo } from './external-video';
export { lectureMediaPath } from './lecture-media-path';
export { storedFileOf } from './lecture-media.service';
export { findProgress } from './progress.repository';
