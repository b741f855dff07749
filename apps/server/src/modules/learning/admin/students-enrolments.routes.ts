import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  extendEnrolmentRoute,
  grantEnrolmentRoute,
  revokeEnrolmentRoute,
} from '@shop/contract/admin/student-actions';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { extendEnrolment, grantEnrolment, revokeEnrolment } from './students-enrolments.service';

/** An administrator grants, extends and revokes a student's enrolments; each change is audited. */
export const studentEnrolmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(grantEnrolmentRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const acting = { adminId: admin.id, now: new Date() };
      return {
        success: true as const,
        data: await grantEnrolment(app.db, request.params.id, request.body, acting),
      };
    },
  });

  app.route({
    ...contractRoute(extendEnrolmentRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const ids = { studentId: request.params.id, enrolmentId: request.params.enrolmentId };
      const acting = { adminId: admin.id, now: new Date() };
      return { success: true as const, data: await extendEnrolment(app.db, ids, request.body, acting) };
    },
  });

  app.route({
    ...contractRoute(revokeEnrolmentRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const ids = { studentId: request.params.id, enrolmentId: request.params.enrolmentId };
      const acting = { adminId: admin.id, now: new Date() };
      const data = await revokeEnrolment(app.db, ids, request.body.reason ?? '', acting);
      return { success: true as const, data };
    },
  });
};
