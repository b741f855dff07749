import { Layout, Menu } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { SessionModals } from '../../../components/session-modals';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { useLogout } from '../../../features/auth/api/login';
import { CartLoginPanel } from '../../../components/sign-in/cart-login-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { loadAdminTexts } from '../../../i18n/load-admin-texts';
import { AntdFrame } from '../../antd-frame';
import { lazyPart } from '../../lazy-part';
import { LanguageSwitch } from '../../layout/language-switch';
import './admin.css';

// The back office's texts are part of its chunk's loading: nothing renders before they are there.
await loadAdminTexts();

// An administrator never sees the refusal: its picture and layout load only for the account that does.
const AdminForbidden = lazyPart(
  'admin.forbidden',
  async () => (await import('./admin-forbidden')).AdminForbidden,
);

const MENU = [
  { key: paths.admin.dashboard(), label: 'admin.shell.menu.dashboard' },
  { key: paths.admin.orders(), label: 'admin.shell.menu.orders' },
  { key: paths.admin.review(), label: 'admin.shell.menu.review' },
  { key: paths.admin.students(), label: 'admin.shell.menu.students' },
  { key: paths.admin.courses(), label: 'admin.catalog.menu.courses' },
  { key: paths.admin.products(), label: 'admin.catalog.menu.products' },
  { key: paths.admin.categories(), label: 'admin.catalog.menu.categories' },
  { key: paths.admin.userGroups(), label: 'admin.catalog.menu.userGroups' },
  { key: paths.admin.documents(), label: 'admin.shell.menu.documents' },
  { key: paths.admin.settings(), label: 'admin.shell.menu.settings' },
  { key: paths.admin.mail(), label: 'admin.shell.menu.mail' },
  { key: paths.admin.homework(), label: 'admin.homework.title' },
  { key: paths.admin.promotions(), label: 'admin.pricing.promotionsTitle' },
  { key: paths.admin.coupons(), label: 'admin.pricing.couponsTitle' },
] as const;

/** The menu entry a back-office address belongs to: the longest one it starts with. */
const selectedKey = (pathname: string) =>
  [...MENU]
    .sort((a, b) => b.key.length - a.key.length)
    .find((item) => pathname === item.key || pathname.startsWith(`${item.key}/`))?.key ??
  paths.admin.dashboard();

/**
 * Below Ant Design's `lg` breakpoint the menu is folded from the first paint. Left to the Sider,
 * it opened and then folded itself once mounted, moving the whole page on a phone (layout shift
 * 0.23 on the orders list at 375 px).
 */
const FOLDED_MENU_QUERY = '(max-width: 991.98px)';
const menuStartsFolded = () => typeof window !== 'undefined' && window.matchMedia(FOLDED_MENU_QUERY).matches;

/**
 * The frame of every back-office page, and its gate: a visitor signs in here, a signed-in
 * account that is not an administrator is told so. The server checks the role on every call
 * anyway; the gate only spares the page from showing errors.
 */
const AdminGate = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const location = useLocation();
  const [isMenuFolded, setMenuFolded] = useState(menuStartsFolded);

  // The light skeleton and plain headings rather than Ant Design's Spin and Typography: the
  // orders list's first view saved their four files (the editable text's box and icons among them).
  const waiting = (
    <div className="admin-gate">
      <Skeleton rows={4} />
    </div>
  );
  if (user.isPending) return waiting;
  if (!user.data) {
    return (
      <main className="admin-gate">
        <h2 className="admin-gate-title">{t('admin.shell.signInTitle')}</h2>
        <p>{t('admin.shell.signInHint')}</p>
        <CartLoginPanel />
      </main>
    );
  }
  if (!user.data.roles.includes('admin')) {
    return (
      <Suspense fallback={waiting}>
        <AdminForbidden />
      </Suspense>
    );
  }
  return (
    <Layout className="admin-layout">
      <SessionModals onSignOut={() => logout.mutateAsync()} />
      <Layout.Sider
        breakpoint="lg"
        collapsed={isMenuFolded}
        onCollapse={setMenuFolded}
        collapsedWidth={0}
        theme="light"
        className="admin-sider"
      >
        <Link to={paths.admin.dashboard()} className="admin-brand">
          {t('admin.shell.title')}
        </Link>
        <nav aria-label={t('admin.shell.title')}>
          <Menu
            mode="inline"
            selectedKeys={[selectedKey(location.pathname)]}
            items={MENU.map((item) => ({ key: item.key, label: <Link to={item.key}>{t(item.label)}</Link> }))}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Link to={paths.home()}>{t('admin.shell.backToShop')}</Link>
          <div className="admin-header-tools">
            <LanguageSwitch />
            <span>{user.data.firstname || user.data.username}</span>
          </div>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
};

/** The back office is built on Ant Design throughout: its frame is around all of it. */
export const AdminLayout = () => (
  <AntdFrame>
    <AdminGate />
  </AntdFrame>
);
