import type { RouteObject } from 'react-router';
import { POLICY_PAGES } from '@shop/domain/settings/policy-pages';
import { routePatterns } from '../../config/paths';

/** Nothing is shown while the page's code loads, as on the catalogue pages. */
const NothingYet = () => null;

/** The terms, privacy and refund pages: one small chunk for the three. */
export const policyRoutes: RouteObject[] = POLICY_PAGES.map((page) => ({
  path: routePatterns.policies[page],
  HydrateFallback: NothingYet,
  lazy: async () => ({ Component: (await import('./policy/policy-route')).PolicyRoute }),
}));
