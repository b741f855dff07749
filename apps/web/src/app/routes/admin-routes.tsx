import { Skeleton } from '../../components/ui/skeleton';
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { prefetchLoader } from '../route-prefetch';
import { RouteError } from './route-error';

const PageLoading = () => <Skeleton />;

/**
 * The back office under /admin: its own frame (not the shop's header), and every page a chunk of
 * its own, so none of it reaches a buyer's page. Each area adds its pages to `children`.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: routePatterns.admin,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./admin/admin-layout')).AdminLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./admin/dashboard-route')).DashboardRoute }),
      },
      {
        path: 'orders',
        loader: prefetchLoader(async () => (await import('./admin/orders-prefetch')).prefetchOrders),
        lazy: async () => ({ Component: (await import('./admin/orders-route')).OrdersRoute }),
      },
      {
        path: 'orders/:orderId',
        lazy: async () => ({ Component: (await import('./admin/order-route')).OrderRoute }),
      },
      {
        path: 'review',
        lazy: async () => ({ Component: (await import('./admin/review-route')).ReviewRoute }),
      },
      {
        path: 'students',
        lazy: async () => ({ Component: (await import('./admin/students-route')).StudentsRoute }),
      },
      {
        path: 'students/:userId',
        lazy: async () => ({ Component: (await import('./admin/student-route')).StudentRoute }),
      },
      {
        path: 'mail',
        lazy: async () => ({ Component: (await import('./admin/mail-route')).MailRoute }),
      },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('./admin/settings-route')).SettingsRoute }),
      },
      {
        path: 'documents',
        lazy: async () => ({ Component: (await import('./admin/documents-route')).DocumentsRoute }),
      },
      {
        path: 'courses',
        lazy: async () => ({ Component: (await import('./admin/courses-route')).CoursesRoute }),
      },
      {
        path: 'courses/:courseId',
        lazy: async () => ({ Component: (await import('./admin/course-route')).CourseRoute }),
      },
      {
        path: 'products',
        lazy: async () => ({ Component: (await import('./admin/products-route')).ProductsRoute }),
      },
      {
        path: 'products/:courseId',
        lazy: async () => ({ Component: (await import('./admin/product-route')).ProductRoute }),
      },
      {
        path: 'categories',
        lazy: async () => ({ Component: (await import('./admin/categories-route')).CategoriesRoute }),
      },
      {
        path: 'user-groups',
        lazy: async () => ({ Component: (await import('./admin/user-groups-route')).UserGroupsRoute }),
      },
      {
        path: 'courses/:courseId/curriculum',
        lazy: async () => ({ Component: (await import('./admin/curriculum-route')).CurriculumRoute }),
      },
      {
        path: 'homework',
        lazy: async () => ({ Component: (await import('./admin/homework-route')).HomeworkRoute }),
      },
      {
        path: 'courses/:courseId/plans',
        lazy: async () => ({ Component: (await import('./admin/course-plans-route')).CoursePlansRoute }),
      },
      {
        path: 'promotions',
        lazy: async () => ({ Component: (await import('./admin/promotions-route')).PromotionsRoute }),
      },
      {
        path: 'coupons',
        lazy: async () => ({ Component: (await import('./admin/coupons-route')).CouponsRoute }),
      },
      {
        path: 'coupons/:couponId',
        lazy: async () => ({ Component: (await import('./admin/coupon-route')).CouponRoute }),
      },
    ],
  },
];
