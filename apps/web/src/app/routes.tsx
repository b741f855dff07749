import type { RouteObject } from 'react-router';
import { ShopLayout } from './layout/shop-layout';
import { accountRoutes, lightAccountRoutes } from './routes/account-routes';
import { adminRoutes } from './routes/admin-routes';
import { catalogRoutes } from './routes/catalog-routes';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { policyRoutes } from './routes/policy-routes';
import { RouteError } from './routes/route-error';

/**
 * Every page of the shop, for the browser's router and the server's alike: the storefront inside
 * the shop's header and footer, and the back office in its own frame.
 */
export const shopRoutes = (): RouteObject[] => [
  {
    element: <ShopLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      ...catalogRoutes,
      // The account pages still built on Ant Design (orders, profile, sign-in): its frame loads with them.
      {
        lazy: async () => ({ Component: (await import('./antd-frame')).AntdFrameRoute }),
        children: accountRoutes,
      },
      ...lightAccountRoutes,
      ...policyRoutes,
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  ...adminRoutes,
];
