import { Skeleton } from 'antd';
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../config/paths';
import { RouteError } from './route-error';

const PageLoading = () => <Skeleton active />;

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
    ],
  },
];
