import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  howToBuyRoute,
  publicSiteSettingsSchema,
  siteSettingsRoute,
} from '@shop/contract/settings/site-settings';
import { contractRoute } from '../../lib/contract-route';
import { getSiteSettings, publishedSocialLogin } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(siteSettingsRoute),
    handler: async () => {
      const settings = await getSiteSettings(app.db);
      return {
        success: true as const,
        data: publicSiteSettingsSchema.parse({ ...settings, social_login: publishedSocialLogin(settings) }),
      };
    },
  });

  app.route({
    ...contractRoute(howToBuyRoute),
    handler: async () => ({ success: true as const, data: (await getSiteSettings(app.db)).how_to_buy }),
  });
};
