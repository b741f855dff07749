import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAdminBankAccountRoute,
  deleteAdminBankAccountRoute,
  listAdminBankAccountsRoute,
  updateAdminBankAccountRoute,
} from '@shop/contract/admin/bank-accounts';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import {
  changeBankAccount,
  createBankAccount,
  listBankAccountsForAdmin,
  removeBankAccount,
} from './bank-accounts.service';

/**
 * The accounts buyers transfer to (method 1). The storefront reads them from the database on
 * every request, so a change shows there at once on every instance; nothing to invalidate.
 */
export const bankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(listAdminBankAccountsRoute),
    handler: async () => ({ success: true as const, ...(await listBankAccountsForAdmin(app.db)) }),
  });

  app.route({
    ...contractRoute(createAdminBankAccountRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      return { success: true as const, data: await createBankAccount(app.db, admin.id, request.body) };
    },
  });

  app.route({
    ...contractRoute(updateAdminBankAccountRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await changeBankAccount(app.db, admin.id, request.params.id, request.body);
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(deleteAdminBankAccountRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      await removeBankAccount(app.db, admin.id, request.params.id);
      return { success: true as const };
    },
  });
};
