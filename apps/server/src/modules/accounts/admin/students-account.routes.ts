import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deactivateStudentRoute,
  reactivateStudentRoute,
  sendPasswordLinkRoute,
} from '@shop/contract/admin/student-actions';
import type { Config } from '../../../config';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { sendPasswordLink, setStudentActive } from './students-account.service';

/** An administrator mails a student a set-password link, or deactivates and reactivates the account. */
export const studentAccountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    ...contractRoute(sendPasswordLinkRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const acting = { adminId: admin.id, now: new Date(), publicUrl: config.PUBLIC_URL };
      return { success: true as const, data: await sendPasswordLink(app.db, request.params.id, acting) };
    },
  });

  for (const [route, isActive] of [
    [deactivateStudentRoute, false],
    [reactivateStudentRoute, true],
  ] as const) {
    app.route({
      ...contractRoute(route),
      handler: async (request) => {
        const admin = await requireRole(request, 'admin');
        const change = { isActive, reason: request.body.reason ?? '' };
        const data = await setStudentActive(app.db, request.params.id, change, {
          adminId: admin.id,
          now: new Date(),
        });
        return { success: true as const, data };
      },
    });
  }
};
