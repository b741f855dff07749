import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminCustomLabelsRoute } from '@shop/contract/admin/registration-labels';
import { api } from '../../../lib/api-client';

export const listCustomLabels = () => api.call(listAdminCustomLabelsRoute, {});

export const customLabelsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'custom-labels'], queryFn: listCustomLabels });

/** The extra registration fields, hidden ones too, in form order. */
export const useCustomLabels = () => useQuery(customLabelsQueryOptions());
