import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationMailRoute, registrationRoute } from '@shop/contract/accounts/registration';
import type { Config } from '../../config';
import { contractRoute } from '../../lib/contract-route';
import { requireUser } from '../../plugins/session';
import { uploadOwnerOf } from '../media/index';
import { sendRegistrationMail } from './registration-mail.service';
import { registerStudent } from './registration.service';
import { requestLocale, validationTexts } from './request-locale';

export const registrationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    ...contractRoute(registrationRoute, { rateLimit: { max: 10, timeWindow: '1 minute' } }),
    handler: async (request, reply) => {
      const { userId } = await registerStudent(app.db, request.body, {
        texts: validationTexts(request),
        locale: requestLocale(request),
        owner: await uploadOwnerOf(request),
        now: new Date(),
      });
      // The new account is signed in by this answer; the browser makes no login call after it.
      await reply.startSession(userId);
      await app.shopEvents.emitSignedIn({ userId, visitorId: request.body.generate_id ?? null });
      return { success: true as const, createStudent: true as const, userId };
    },
  });

  app.route({
    ...contractRoute(registrationMailRoute, { rateLimit: { max: 3, timeWindow: '10 minutes' } }),
    handler: async (request) => {
      const user = await requireUser(request);
      await sendRegistrationMail(app.db, user, request.body.email, {
        publicUrl: config.PUBLIC_URL,
        now: new Date(),
      });
      return { success: true as const };
    },
  });
};
