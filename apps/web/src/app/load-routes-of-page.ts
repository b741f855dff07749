import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the pages an address opens and puts it on their routes in place of `lazy`.
 * The server renders a page with its code at hand; the browser must have the same code before it
 * hydrates, or its router would first render the pages' empty fallbacks over the server's HTML.
 */
export const loadRoutesOfPage = async (routes: RouteObject[], location: string): Promise<RouteObject[]> => {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return routes;
};
