import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listMailRoute, resendMailRoute } from '@shop/contract/admin/mail';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import { listMail, resendMail } from './mail-outbox.service';

/** The mail outbox in the back office: every mail with its state, and resending one. */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listMailRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await listMail(app.db, request.query)) };
    },
  });

  app.route({
    ...contractRoute(resendMailRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await resendMail(app.db, request.params.id, { adminId: admin.id, now: new Date() });
      return { success: true as const, data };
    },
  });
};
