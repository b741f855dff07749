import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SessionModals } from '../../components/session-modals';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/login';
import { useRealtime } from './use-realtime';
import { SiteTexts } from '../../features/settings/components/site-texts';
import { useThemeColor } from '../../features/settings/hooks/use-theme-color';
import { rememberLinkPath } from '../../lib/link-path';
import { scrollPositionKey } from '../../lib/scroll-position-key';
import { AccountMenu } from './account-menu';
import { HeaderCartLink } from './header-cart-link';
import { LanguageSwitch } from './language-switch';
import { ShopFooter } from './shop-footer';
import { useLanguageAddress } from './use-language-address';

/** Header, page and footer around every storefront page. */
export const ShopLayout = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const logout = useLogout();
  useRealtime();
  useThemeColor();
  useLanguageAddress();

  useEffect(() => {
    rememberLinkPath(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  return (
    <div className="shop-layout">
      <SiteTexts />
      <SessionModals onSignOut={() => logout.mutateAsync()} />
      <ScrollRestoration getKey={scrollPositionKey} />
      <header className="shop-header">
        {/* The name stays in the link on a phone, hidden from sight only: it is the link's name. */}
        <Link to={paths.home()} className="shop-logo">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="shop-logo-name">{t('site.name')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="shop-nav">
          <Link to={paths.courses()}>{t('nav.courses')}</Link>
          <Link to={paths.products()}>{t('nav.products')}</Link>
        </nav>
        <div className="shop-header-tools">
          <HeaderCartLink />
          <LanguageSwitch />
          <AccountMenu />
        </div>
      </header>
      <main className="shop-content">
        <Outlet />
      </main>
      <ShopFooter />
    </div>
  );
};
