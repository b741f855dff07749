import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitch } from './language-switch';

/** Header, page and footer around every storefront page. */
export const ShopLayout = () => {
  const { t } = useTranslation();
  return (
    <Layout className="shop-layout">
      <Layout.Header className="shop-header">
        <Link to={paths.home()} className="shop-logo">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('site.name')}</span>
        </Link>
        <nav aria-label={t('nav.home')} className="shop-nav">
          <Link to={paths.home()}>{t('nav.courses')}</Link>
        </nav>
        <LanguageSwitch />
      </Layout.Header>
      <Layout.Content className="shop-content">
        <Outlet />
      </Layout.Content>
      <Layout.Footer className="shop-footer">
        <Typography.Text type="secondary">
          © {new Date().getFullYear()} {t('site.name')}
        </Typography.Text>
      </Layout.Footer>
    </Layout>
  );
};
