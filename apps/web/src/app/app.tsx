import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './providers';
import { createRouter } from './router';

/** The shop in the browser, on the routes and query cache its entry prepared. */
export const App = ({ routes, queryClient }: { routes: RouteObject[]; queryClient: QueryClient }) => {
  const [router] = useState(() => createRouter(routes));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
