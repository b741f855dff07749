import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customLabelsRoute, userGroupsRoute } from '@shop/contract/accounts/registration-form';
import { contractRoute } from '../../lib/contract-route';
import { listFormCustomLabels, listGroupsForForm, toCustomLabelWire } from './registration-form.service';

/** What the registration form needs besides the site settings: user groups and custom labels. */
export const registrationFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(userGroupsRoute),
    handler: async () => ({ success: true as const, data: await listGroupsForForm(app.db) }),
  });

  app.route({
    ...contractRoute(customLabelsRoute),
    handler: async () => ({
      success: true as const,
      data: (await listFormCustomLabels(app.db)).map(toCustomLabelWire),
    }),
  });
};
