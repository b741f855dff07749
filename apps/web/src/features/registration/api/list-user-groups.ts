import { queryOptions, useQuery } from '@tanstack/react-query';
import { userGroupsRoute } from '@shop/contract/accounts/registration-form';
import { api } from '../../../lib/api-client';

export const listUserGroups = async () => (await api.call(userGroupsRoute, {})).data;

export const userGroupsQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: ['user-groups'], queryFn: listUserGroups, staleTime: 5 * 60_000, enabled });

/** User groups a student may pick, when the shop lets them. */
export const useUserGroups = (enabled: boolean) => useQuery(userGroupsQueryOptions(enabled));
