import type { RouteObject } from 'react-router';

/** Cart, checkout, payment step, thank-you, orders and password pages. */
export const accountRoutes: RouteObject[] = [];
