import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardRoute } from '@shop/contract/admin/dashboard';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { getDashboard } from './dashboard.service';

/** The back office's first page: paid totals, the review queue, orders by state, best sellers, the chart. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(dashboardRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, data: await getDashboard(app.db) };
    },
  });
};
