import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsRoute, updateAdminSettingsRoute } from '@shop/contract/admin/settings';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { getSiteSettings, settingsChanged } from '../settings.service';
import { changeSettingsAsAdmin } from './admin-settings.service';

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(adminSettingsRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, data: await getSiteSettings(app.db) };
    },
  });

  app.route({
    ...contractRoute(updateAdminSettingsRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await changeSettingsAsAdmin(app.db, admin.id, request.body);
      // After the commit, so no instance (this one included) reloads the old settings and keeps them.
      settingsChanged(app.db);
      app.catalogCache.invalidate();
      return { success: true as const, data };
    },
  });
};
