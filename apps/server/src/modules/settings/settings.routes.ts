import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  howToBuyRoute,
  publicSiteSettingsSchema,
  siteSettingsRoute,
} from '@shop/contract/settings/site-settings';
import { policyPageRoute } from '@shop/contract/settings/policy-page';
import { contractRoute } from '../../lib/contract-route';
import { policyPageOf } from './policy-pages';
import type { Config } from '../../config';
import { offeredSocialLogin } from '../../social-providers';
import { getSiteSettings } from './settings.service';

/** The storefront's settings; a social sign-in id is published only when the shop can complete that sign-in. */
export const settingsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    ...contractRoute(siteSettingsRoute),
    handler: async () => {
      const settings = await getSiteSettings(app.db);
      return {
        success: true as const,
        data: publicSiteSettingsSchema.parse({
          ...settings,
          social_login: offeredSocialLogin(config, settings.social_login),
        }),
      };
    },
  });

  app.route({
    ...contractRoute(howToBuyRoute),
    handler: async () => ({ success: true as const, data: (await getSiteSettings(app.db)).how_to_buy }),
  });

  app.route({
    ...contractRoute(policyPageRoute),
    handler: async (request) => ({
      success: true as const,
      data: policyPageOf(await getSiteSettings(app.db), request.params.page),
    }),
  });
};
