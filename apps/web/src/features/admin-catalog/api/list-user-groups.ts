import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminUserGroupsRoute } from '@shop/contract/admin/catalog-groups';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const listUserGroups = async () => (await api.call(listAdminUserGroupsRoute, {})).data;

export const userGroupsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_CATALOG_KEY, 'user-groups'], queryFn: listUserGroups });

/** Every user group in its order, with its members and the courses limited to it. */
export const useUserGroups = () => useQuery(userGroupsQueryOptions());
