import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import thTH from 'antd/locale/th_TH';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from '../lib/query-client';

const theme = {
  token: {
    colorPrimary: '#1f4e8c',
    borderRadius: 8,
    fontFamily: "'Sarabun', 'Noto Sans Thai', system-ui, sans-serif",
  },
};

/** Notifications sit top right, 100 px from the top, for 5 seconds (spec 1 section 8). */
const notificationConfig = { placement: 'topRight' as const, top: 100, duration: 5 };

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={i18n.language === 'en' ? enUS : thTH} theme={theme}>
        <AntApp notification={notificationConfig}>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
};
