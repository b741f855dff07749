import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/current-user';

/** A student's page: a visitor is asked to sign in (at the cart's login panel) first. */
export const SignInRequired = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isPending) return <Skeleton active />;
  if (user.data) return children;
  return (
    <Result
      status="403"
      title={t('checkout.orders.signInTitle')}
      extra={
        <Link to={paths.cart()}>
          <Button type="primary">{t('nav.signIn')}</Button>
        </Link>
      }
    />
  );
};
