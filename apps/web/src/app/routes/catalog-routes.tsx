import type { RouteObject } from 'react-router';

/** Catalogue pages: course lists, the course page, products, promotions. */
export const catalogRoutes: RouteObject[] = [];
