import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCourseOptionsRoute,
  createAdminCourseRoute,
  deleteAdminCourseRoute,
  duplicateAdminCourseRoute,
  getAdminCourseRoute,
  listAdminCoursesRoute,
  setAdminCourseStatusRoute,
  updateAdminCourseRoute,
} from '@shop/contract/admin/catalog-courses';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { duplicateCourse } from './course-duplicate';
import {
  createCourse,
  deleteCourse,
  getCourseForAdmin,
  getCourseOptions,
  listCoursesForAdmin,
  setCourseStatus,
  updateCourse,
} from './courses.service';

/**
 * Drops what the storefront cached about a course (its page, the lists and related lists that
 * may show it), on every instance. Called after the commit, so no instance reloads the old course.
 */
export const courseChanged = (app: FastifyInstance, courseId: number | null) => {
  app.catalogCache.invalidate(courseId === null ? 'course:' : `course:${String(courseId)}`);
  app.catalogCache.invalidate('list:');
  app.catalogCache.invalidate('related:');
};

/** The back office's courses and products. */
export const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listAdminCoursesRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await listCoursesForAdmin(app.db, request.query)) };
    },
  });

  app.route({
    ...contractRoute(adminCourseOptionsRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, data: await getCourseOptions(app.db) };
    },
  });

  app.route({
    ...contractRoute(getAdminCourseRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, data: await getCourseForAdmin(app.db, request.params.id) };
    },
  });

  app.route({
    ...contractRoute(createAdminCourseRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await createCourse(app.db, admin.id, request.body);
      courseChanged(app, data.id);
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(updateAdminCourseRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await updateCourse(app.db, admin.id, request.params.id, request.body);
      // Related lists of other courses name this one, so every course page's related part goes too.
      courseChanged(app, data.id);
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(duplicateAdminCourseRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await duplicateCourse(app.db, admin.id, request.params.id);
      courseChanged(app, data.id);
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(setAdminCourseStatusRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await setCourseStatus(app.db, admin.id, request.params.id, request.body.status);
      courseChanged(app, data.id);
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(deleteAdminCourseRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      await deleteCourse(app.db, admin.id, request.params.id);
      courseChanged(app, request.params.id);
      return { success: true as const };
    },
  });
};
