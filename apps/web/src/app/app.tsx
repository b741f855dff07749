import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './providers';
import { createRouter } from './router';

type AppProps = { routes: RouteObject[]; queryClient: QueryClient; hydrating?: boolean };

/** The shop in the browser, on the routes and query cache its entry prepared. */
export const App = ({ routes, queryClient, hydrating = false }: AppProps) => {
  const [router] = useState(() => createRouter(routes, hydrating));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
