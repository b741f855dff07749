import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import thTH from 'antd/locale/th_TH';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeColor } from '../features/settings/hooks/use-theme-color';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import { createQueryClient } from '../lib/query-client';
import { shopTheme } from '../lib/shop-theme';

/** Notifications sit top right, 100 px from the top, for 5 seconds (spec 1 section 8). */
const notificationConfig = { placement: 'topRight' as const, top: 100, duration: 5 };

const ThemedApp = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const color = useThemeColor();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => shopTheme(color, reducedMotion), [color, reducedMotion]);
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : thTH} theme={theme}>
      <AntApp notification={notificationConfig}>{children}</AntApp>
    </ConfigProvider>
  );
};

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
};
