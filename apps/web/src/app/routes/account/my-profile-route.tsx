import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MyProfile } from '../../../features/account/components/my-profile';
import { SignInRequired } from './sign-in-required';
import './account-pages.css';

/** `/myaccount/student/profile`: the student's profile; a visitor is asked to sign in. */
export const MyProfileRoute = () => {
  const { t } = useTranslation();
  return (
    <SignInRequired>
      <div className="account-narrow">
        <Typography.Title level={1} className="account-page-title">
          {t('checkout.profile.title')}
        </Typography.Title>
        <MyProfile />
      </div>
    </SignInRequired>
  );
};
