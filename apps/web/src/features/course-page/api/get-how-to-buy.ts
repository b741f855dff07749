import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

const howToBuyRoute = lazyRoute(() => import('@shop/contract/settings/site-settings'), 'howToBuyRoute');

export const getHowToBuy = async () => (await api.call(howToBuyRoute, {})).data;

export const howToBuyQueryOptions = () =>
  queryOptions({ queryKey: ['course-page', 'how-to-buy'], queryFn: getHowToBuy, staleTime: 5 * 60_000 });

/** The shop's how-to-buy text (sanitised HTML from the back office) and whether it is shown. */
export const useHowToBuy = () => useQuery(howToBuyQueryOptions());
