import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import thTH from 'antd/locale/th_TH';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useThemeColor } from '../features/settings/hooks/use-theme-color';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import { shopTheme } from '../lib/shop-theme';

/** Notifications sit top right, 100 px from the top, for 5 seconds (spec 1 section 8). */
const notificationConfig = { placement: 'topRight' as const, top: 100, duration: 5 };

/**
 * Ant Design wraps a config provider's children in a motion provider the first time its motion
 * token differs from the parent's, and that new wrapper remounts the whole page. The server renders
 * with motion; a reader who asked for less motion switches it off right after hydrating, which
 * remounted the page (its effects ran twice: two `view_item` events). An outer provider without
 * motion puts the wrapper in place from the first render, so the switch only re-renders.
 */
const MOTION_WRAPPER_IN_PLACE = { token: { motion: false } };

/**
 * Ant Design in the shop's colour and language, around the parts built with it: the cart, the
 * account pages, the back office, the lessons and the course page's forms. A buyer's first view
 * of a public page is built with the light components (`components/ui`) and never loads it.
 */
export const AntdFrame = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const color = useThemeColor();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => shopTheme(color, reducedMotion), [color, reducedMotion]);
  return (
    <ConfigProvider theme={MOTION_WRAPPER_IN_PLACE}>
      <ConfigProvider locale={i18n.language === 'en' ? enUS : thTH} theme={theme}>
        <AntApp notification={notificationConfig}>{children}</AntApp>
      </ConfigProvider>
    </ConfigProvider>
  );
};

/** The same frame as a layout route, around every page under it. */
export const AntdFrameRoute = () => (
  <AntdFrame>
    <Outlet />
  </AntdFrame>
);
