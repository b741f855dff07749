import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAdminCategoryRoute,
  createAdminUserGroupRoute,
  deleteAdminCategoryRoute,
  deleteAdminUserGroupRoute,
  listAdminCategoriesRoute,
  listAdminUserGroupsRoute,
  updateAdminCategoryRoute,
  updateAdminUserGroupRoute,
} from '@shop/contract/admin/catalog-groups';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import {
  changeCategory,
  changeUserGroup,
  createCategory,
  createUserGroup,
  listCategoriesForAdmin,
  listUserGroupsForAdmin,
  removeCategory,
  removeUserGroup,
} from './groups.service';

/** The back office's course categories and user groups. */
export const adminCatalogGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  // A category's name and address show on course pages and lists: drop them everywhere.
  const categoriesChanged = () => {
    app.catalogCache.invalidate('course:');
    app.catalogCache.invalidate('list:');
    app.catalogCache.invalidate('related:');
  };

  app.route({
    ...contractRoute(listAdminCategoriesRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await listCategoriesForAdmin(app.db)) };
    },
  });

  app.route({
    ...contractRoute(createAdminCategoryRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await createCategory(app.db, admin.id, request.body);
      categoriesChanged();
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(updateAdminCategoryRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await changeCategory(app.db, admin.id, request.params.id, request.body);
      categoriesChanged();
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(deleteAdminCategoryRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      await removeCategory(app.db, admin.id, request.params.id);
      categoriesChanged();
      return { success: true as const };
    },
  });

  app.route({
    ...contractRoute(listAdminUserGroupsRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await listUserGroupsForAdmin(app.db)) };
    },
  });

  app.route({
    ...contractRoute(createAdminUserGroupRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      return { success: true as const, data: await createUserGroup(app.db, admin.id, request.body) };
    },
  });

  app.route({
    ...contractRoute(updateAdminUserGroupRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      return {
        success: true as const,
        data: await changeUserGroup(app.db, admin.id, request.params.id, request.body),
      };
    },
  });

  app.route({
    ...contractRoute(deleteAdminUserGroupRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      await removeUserGroup(app.db, admin.id, request.params.id);
      return { success: true as const };
    },
  });
};
