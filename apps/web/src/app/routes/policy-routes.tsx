import type { RouteObject } from 'react-router';
import { POLICY_PAGES } from '@shop/domain/settings/policy-pages';
import { routePatterns } from '../../config/paths';
import { PolicyRoute } from './policy/policy-route';

/** The terms, privacy and refund pages, in the entry with the catalogue (linked from every footer). */
export const policyRoutes: RouteObject[] = POLICY_PAGES.map((page) => ({
  path: routePatterns.policies[page],
  Component: PolicyRoute,
}));
