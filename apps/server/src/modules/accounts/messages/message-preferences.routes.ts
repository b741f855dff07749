import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messagePreferencesRoute,
  updateMessagePreferencesRoute,
} from '@shop/contract/accounts/message-preferences';
import { contractRoute } from '../../../lib/contract-route';
import { requireUser } from '../../../plugins/session';
import { getMessagePreferences, updateMessagePreferences } from './message-preferences.service';

/** The profile page's message switches: per channel, transactional messages and reminders. */
export const messagePreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(messagePreferencesRoute),
    handler: async (request) => {
      const user = await requireUser(request);
      return { success: true as const, data: await getMessagePreferences(app.db, user.id) };
    },
  });

  app.route({
    ...contractRoute(updateMessagePreferencesRoute),
    handler: async (request) => {
      const user = await requireUser(request);
      const data = await updateMessagePreferences(app.db, user.id, request.body, new Date());
      return { success: true as const, data };
    },
  });
};
