import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shop/contract/auth/session-user';
import { api, lazyRoute } from '../../../lib/api-client';

const currentUserRoute = lazyRoute(() => import('@shop/contract/auth/login'), 'currentUserRoute');

export const CURRENT_USER_KEY = ['auth', 'me'] as const;

/** The signed-in user, or null for a visitor (an ended session reads as a visitor here). */
export const getCurrentUser = async (): Promise<SessionUser | null> =>
  (await api.call(currentUserRoute, {})).data;

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: getCurrentUser, staleTime: 60_000 });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
