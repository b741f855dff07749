import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAdminCustomLabelRoute,
  deleteAdminCustomLabelRoute,
  listAdminCustomLabelsRoute,
  updateAdminCustomLabelRoute,
} from '@shop/contract/admin/registration-labels';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import {
  changeCustomLabel,
  createCustomLabel,
  listCustomLabelsForAdmin,
  removeCustomLabel,
} from './registration-labels.service';

/**
 * Custom registration fields in the back office. The registration form reads them from the
 * database on every request (`/public/customlabel`), so a change needs no cache drop.
 */
export const adminCustomLabelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listAdminCustomLabelsRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await listCustomLabelsForAdmin(app.db)) };
    },
  });

  app.route({
    ...contractRoute(createAdminCustomLabelRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      return { success: true as const, data: await createCustomLabel(app.db, admin.id, request.body) };
    },
  });

  app.route({
    ...contractRoute(updateAdminCustomLabelRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await changeCustomLabel(app.db, admin.id, request.params.id, request.body);
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(deleteAdminCustomLabelRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      await removeCustomLabel(app.db, admin.id, request.params.id);
      return { success: true as const };
    },
  });
};
