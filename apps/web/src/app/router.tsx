import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { shopRoutes } from './routes';

/**
 * The loaders of the page the server rendered, marked as run: a page's loader only starts the data
 * the server already handed over, and one left to run would make the router show the route's
 * loading fallback over the server's HTML. Such a route has an `id` of its own to be named by.
 */
const loadedByTheServer = (routes: RouteObject[]): Record<string, null> =>
  Object.fromEntries(
    (matchRoutes(routes, window.location) ?? []).flatMap(({ route }) =>
      route.loader && route.id !== undefined ? [[route.id, null]] : [],
    ),
  );

/**
 * The browser's router. A page the server rendered passes its routes with the opened page's code
 * already loaded (`loadRoutesOfPage`), so the router starts on the page at once and its first
 * render matches the server's HTML; it is told it hydrates, so it leaves the scroll where the
 * reader already took it instead of jumping back to the top.
 */
export const createRouter = (routes: RouteObject[] = shopRoutes(), hydrating = false) =>
  createBrowserRouter(routes, hydrating ? { hydrationData: { loaderData: loadedByTheServer(routes) } } : {});
