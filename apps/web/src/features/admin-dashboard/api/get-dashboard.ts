import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardRoute } from '@shop/contract/admin/dashboard';
import { api } from '../../../lib/api-client';

export const getDashboard = async () => (await api.call(dashboardRoute, {})).data;

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: getDashboard,
    // An administrator leaves the dashboard open: new payments show within a minute.
    refetchInterval: 60_000,
  });

/** Today's and this month's figures, the review queue, best sellers and the last 30 days. */
export const useDashboard = () => useQuery(dashboardQueryOptions());
