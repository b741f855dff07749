import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsRoute, updateAdminSettingsRoute } from '@shop/contract/admin/settings';
import { contractRoute } from '../../lib/contract-route';
import { requireRole } from '../../plugins/session';
import { getSiteSettings, updateSiteSettings } from '../settings/settings.service';

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
      await requireRole(request, 'admin');
      const data = await updateSiteSettings(app.db, request.body);
      app.catalogCache.invalidate();
      return { success: true as const, data };
    },
  });
};
