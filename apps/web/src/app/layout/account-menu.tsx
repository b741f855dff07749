import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useLogout } from '../../features/auth/api/login';
import { useSignInPath } from '../../hooks/use-sign-in-path';

/** Sign-in link for a visitor; the user's name with their courses, orders, profile and sign-out for a student. */
export const AccountMenu = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const signInPath = useSignInPath();

  if (!user.data) {
    return (
      <Link to={signInPath}>
        <Button type="primary">{t('nav.signIn')}</Button>
      </Link>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'courses', label: <Link to={paths.myCourses()}>{t('nav.myCourses')}</Link> },
          { key: 'orders', label: <Link to={paths.myOrders()}>{t('nav.myOrders')}</Link> },
          { key: 'profile', label: <Link to={paths.myProfile()}>{t('nav.myProfile')}</Link> },
          {
            key: 'sign-out',
            label: t('nav.signOut'),
            onClick: () => {
              logout.mutate(undefined, { onSettled: () => void navigate(paths.home()) });
            },
          },
        ],
      }}
    >
      <Button aria-label={t('nav.account')}>{user.data.firstname || user.data.username}</Button>
    </Dropdown>
  );
};
