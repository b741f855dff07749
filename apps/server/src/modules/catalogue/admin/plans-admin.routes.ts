import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAdminPlanRoute,
  deleteAdminPlanRoute,
  listAdminPlansRoute,
  reorderAdminPlansRoute,
  updateAdminPlanRoute,
} from '@shop/contract/admin/plans-admin';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { changePlan, createPlan, listPlansForAdmin, removePlan, reorderPlans } from './plans-admin.service';

/** Pricing plans of a course in the back office. */
export const adminPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the commit: the course page (`course:<id>`), the catalogue cards' "from" price
  // (`list:`) and related-course cards (`related:`) all show plans.
  const changed = (courseId: number) => {
    app.catalogCache.invalidate(`course:${String(courseId)}`);
    app.catalogCache.invalidate('list:');
    app.catalogCache.invalidate('related:');
  };

  app.route({
    ...contractRoute(listAdminPlansRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await listPlansForAdmin(app.db, request.params.courseId)) };
    },
  });

  app.route({
    ...contractRoute(createAdminPlanRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await createPlan(app.db, admin.id, request.params.courseId, request.body);
      changed(request.params.courseId);
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(updateAdminPlanRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const { courseId, planId } = request.params;
      const data = await changePlan(app.db, admin.id, courseId, planId, request.body);
      changed(courseId);
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(deleteAdminPlanRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      await removePlan(app.db, admin.id, request.params.courseId, request.params.planId);
      changed(request.params.courseId);
      return { success: true as const };
    },
  });

  app.route({
    ...contractRoute(reorderAdminPlansRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const list = await reorderPlans(app.db, admin.id, request.params.courseId, request.body);
      changed(request.params.courseId);
      return { success: true as const, ...list };
    },
  });
};
