import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';
import { planFromWire } from '@shop/contract/catalog/to-domain';

// The route's schemas (and zod) load with its first call, not with the cart's code.
const listPlansRoute = lazyRoute(() => import('@shop/contract/catalog/list-plans'), 'listPlansRoute');

export const listPlans = async (courseIds: readonly number[]) =>
  (await api.call(listPlansRoute, { body: { courseID: [...courseIds] } })).data.map(planFromWire);

export const plansQueryOptions = (courseIds: readonly number[]) => {
  const ids = [...new Set(courseIds)].sort((a, b) => a - b);
  return queryOptions({ queryKey: ['plans', ids], queryFn: () => listPlans(ids), enabled: ids.length > 0 });
};

/** The shown plans of these courses, as the pricing rules read them. */
export const usePlans = (courseIds: readonly number[]) => useQuery(plansQueryOptions(courseIds));
