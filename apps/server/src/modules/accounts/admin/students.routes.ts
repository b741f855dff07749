import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStudentRoute, listStudentsRoute, studentOptionsRoute } from '@shop/contract/admin/students';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { getStudentDetail, getStudentOptions, listStudents } from './students.service';

/** The back office's students: the list, one student's page, and the choices its forms offer. */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listStudentsRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await listStudents(app.db, request.query)) };
    },
  });

  app.route({
    ...contractRoute(studentOptionsRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, data: await getStudentOptions(app.db) };
    },
  });

  app.route({
    ...contractRoute(getStudentRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, data: await getStudentDetail(app.db, request.params.id) };
    },
  });
};
