import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyPage } from '@shop/domain/settings/policy-pages';
import { api, lazyRoute } from '../../../lib/api-client';

const policyPageRoute = lazyRoute(() => import('@shop/contract/settings/policy-page'), 'policyPageRoute');

export const getPolicyPage = async (page: PolicyPage) =>
  (await api.call(policyPageRoute, { params: { page } })).data;

// Not under 'admin': a settings save marks it stale, so an edited page shows its new text.
export const policyPageQueryOptions = (page: PolicyPage) =>
  queryOptions({ queryKey: ['policy-page', page], queryFn: () => getPolicyPage(page) });

/** One of the shop's policy pages in both languages. */
export const usePolicyPage = (page: PolicyPage) => useQuery(policyPageQueryOptions(page));
