import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { MenuButton } from '../../components/ui/menu-button';
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
      <ButtonLink to={signInPath} variant="primary">
        {t('nav.signIn')}
      </ButtonLink>
    );
  }
  return (
    <MenuButton
      purpose={t('nav.account')}
      label={user.data.firstname || user.data.username}
      entries={[
        { key: 'courses', label: t('nav.myCourses'), to: paths.myCourses() },
        { key: 'orders', label: t('nav.myOrders'), to: paths.myOrders() },
        { key: 'profile', label: t('nav.myProfile'), to: paths.myProfile() },
        {
          key: 'sign-out',
          label: t('nav.signOut'),
          onSelect: () => {
            logout.mutate(undefined, { onSettled: () => void navigate(paths.home()) });
          },
        },
      ]}
    />
  );
};
