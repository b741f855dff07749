import { createBrowserRouter, type RouteObject } from 'react-router';
import { shopRoutes } from './routes';

/**
 * The browser's router. A page the server rendered passes its routes with the opened page's code
 * already loaded (`loadRoutesOfPage`), so the router starts on the page at once and its first
 * render matches the server's HTML; it is told it hydrates, so it leaves the scroll where the
 * reader already took it instead of jumping back to the top.
 */
export const createRouter = (routes: RouteObject[] = shopRoutes(), hydrating = false) =>
  createBrowserRouter(routes, hydrating ? { hydrationData: { loaderData: {} } } : {});
