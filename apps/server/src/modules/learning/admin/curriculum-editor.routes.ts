import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAdminLectureRoute,
  createAdminSectionRoute,
  deleteAdminLectureRoute,
  deleteAdminSectionRoute,
  getAdminCurriculumRoute,
  reorderAdminCurriculumRoute,
  updateAdminLectureRoute,
  updateAdminSectionRoute,
} from '@shop/contract/admin/curriculum-routes';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { changeLecture, createLecture, removeLecture } from './curriculum-lectures.service';
import {
  createSection,
  getAdminCurriculum,
  removeSection,
  renameSection,
  reorderCurriculum,
} from './curriculum-editor.service';

/** The curriculum editor of the back office. */
export const curriculumEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the commit: the playlist and the player read the curriculum through the catalogue
  // cache (`curriculum:<id>`), the course page through `course:<id>`; both drop on every instance.
  const changed = (courseId: number) => {
    app.catalogCache.invalidate(`curriculum:${String(courseId)}`);
    app.catalogCache.invalidate(`course:${String(courseId)}`);
  };

  app.route({
    ...contractRoute(getAdminCurriculumRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, data: await getAdminCurriculum(app.db, request.params.courseId) };
    },
  });

  app.route({
    ...contractRoute(createAdminSectionRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const { courseId, section } = await createSection(
        app.db,
        admin.id,
        request.params.courseId,
        request.body.name,
      );
      changed(courseId);
      return { success: true as const, data: section };
    },
  });

  app.route({
    ...contractRoute(updateAdminSectionRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const { courseId, section } = await renameSection(
        app.db,
        admin.id,
        request.params.id,
        request.body.name,
      );
      changed(courseId);
      return { success: true as const, data: section };
    },
  });

  app.route({
    ...contractRoute(deleteAdminSectionRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      changed((await removeSection(app.db, admin.id, request.params.id)).courseId);
      return { success: true as const };
    },
  });

  app.route({
    ...contractRoute(createAdminLectureRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const { courseId, lecture } = await createLecture(
        app.db,
        admin.id,
        request.params.courseId,
        request.body,
      );
      changed(courseId);
      return { success: true as const, data: lecture };
    },
  });

  app.route({
    ...contractRoute(updateAdminLectureRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const { courseId, lecture } = await changeLecture(app.db, admin.id, request.params.id, request.body);
      changed(courseId);
      return { success: true as const, data: lecture };
    },
  });

  app.route({
    ...contractRoute(deleteAdminLectureRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      changed((await removeLecture(app.db, admin.id, request.params.id)).courseId);
      return { success: true as const };
    },
  });

  app.route({
    ...contractRoute(reorderAdminCurriculumRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await reorderCurriculum(app.db, admin.id, request.params.courseId, request.body);
      changed(request.params.courseId);
      return { success: true as const, data };
    },
  });
};
