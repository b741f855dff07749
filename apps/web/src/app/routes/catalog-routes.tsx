import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';

/** Spec 1: nothing is shown while a page (or its code) is still loading. */
const NothingYet = () => null;

/**
 * Catalogue pages: course lists, the course page, products, promotions. Each page is its own
 * chunk (React Router's `lazy`), so the course page downloads only what it needs.
 */
export const catalogRoutes: RouteObject[] = [
  {
    path: routePatterns.courses,
    HydrateFallback: NothingYet,
    lazy: async () => ({ Component: (await import('./catalog/courses-route')).CoursesRoute }),
  },
  {
    path: routePatterns.category,
    HydrateFallback: NothingYet,
    lazy: async () => ({ Component: (await import('./catalog/category-route')).CategoryRoute }),
  },
  {
    path: routePatterns.course,
    HydrateFallback: NothingYet,
    lazy: async () => ({ Component: (await import('./catalog/course-route')).CourseRoute }),
  },
  {
    path: routePatterns.products,
    HydrateFallback: NothingYet,
    lazy: async () => ({ Component: (await import('./catalog/products-route')).ProductsRoute }),
  },
  {
    path: routePatterns.product,
    HydrateFallback: NothingYet,
    lazy: async () => ({ Component: (await import('./catalog/product-route')).ProductRoute }),
  },
  {
    path: routePatterns.promotion,
    HydrateFallback: NothingYet,
    lazy: async () => ({ Component: (await import('./catalog/promotion-route')).PromotionRoute }),
  },
];
