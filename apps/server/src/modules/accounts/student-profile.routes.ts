import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentProfileRoute, updateTaxProfileRoute } from '@shop/contract/accounts/student-profile';
import { contractRoute } from '../../lib/contract-route';
import { requireUser } from '../../plugins/session';
import { uploadOwnerOf } from '../media/index';
import { validationTexts } from './request-locale';
import { getStudentProfile, updateTaxProfile } from './student-profile.service';

export const studentProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(studentProfileRoute),
    handler: async (request) => {
      const user = await requireUser(request);
      return { success: true as const, data: await getStudentProfile(app.db, user.id) };
    },
  });

  app.route({
    ...contractRoute(updateTaxProfileRoute),
    handler: async (request) => {
      const user = await requireUser(request);
      await updateTaxProfile(app.db, user.id, request.body, {
        texts: validationTexts(request),
        owner: await uploadOwnerOf(request),
        now: new Date(),
      });
      return { success: true as const };
    },
  });
};
