import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmHost } from '../components/ui/confirm-host';
import { NoticeHost } from '../components/ui/notice-host';

/**
 * The query cache (made by the caller: the browser's holds what the server fetched for the page)
 * and the shop's notifications and questions. Ant Design's providers are not here: they come with the parts
 * built on it (`AntdFrame`), so a buyer's first view does not download them.
 */
export const AppProviders = ({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <QueryClientProvider client={queryClient}>
    {children}
    <NoticeHost />
    <ConfirmHost />
  </QueryClientProvider>
);
