import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { serverPrefetch } from '../route-prefetch';
import { CategoryRoute } from './catalog/category-route';
import { CourseRoute } from './catalog/course-route';
import { CoursesRoute } from './catalog/courses-route';
import { ProductRoute } from './catalog/product-route';
import { ProductsRoute } from './catalog/products-route';
import { PromotionRoute } from './catalog/promotion-route';

/**
 * Catalogue pages: course lists, the course page, products, promotions. They are where buyers
 * arrive, so their code is in the shop's entry: one request for all of them (about 20 KB) beats
 * a dozen small chunks on a phone's slow line, which is what splitting them per page gave.
 * What a page shows later (the curriculum, comments, forms) still loads on demand.
 */
export const catalogRoutes: RouteObject[] = [
  { path: routePatterns.courses, Component: CoursesRoute },
  { path: routePatterns.category, Component: CategoryRoute },
  {
    path: routePatterns.course,
    Component: CourseRoute,
    // Only the server asks for a page's data through its handle: the browser's build leaves the
    // prefetch out (it reaches the lessons' reads, whose modules would otherwise be split off the
    // player's files into files of their own).
    handle: import.meta.env.SSR
      ? serverPrefetch(async () => (await import('./catalog/course-prefetch')).prefetchCoursePage)
      : undefined,
  },
  { path: routePatterns.products, Component: ProductsRoute },
  { path: routePatterns.product, Component: ProductRoute },
  { path: routePatterns.promotion, Component: PromotionRoute },
];
