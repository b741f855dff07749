import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudentProfile } from '../../checkout/api/get-student-profile';
import { useRegistrationSetup } from '../../../hooks/use-registration-setup';
import '../../../components/registration-fields/registration.css';
import '../account.css';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileTaxForm } from './profile-tax-form';
import { MessagePreferencesCard } from './message-preferences-card';
import { SignInMethodsCard } from './sign-in-methods-card';

/** `/myaccount/student/profile`: the student's details, tax-invoice details, ways to sign in, message choices and password. */
export const MyProfile = () => {
  const { t } = useTranslation();
  const profile = useStudentProfile(true);
  const setup = useRegistrationSetup();
  if (profile.isError || setup.failed) return <Alert type="error" title={t('common.loadFailed')} />;
  if (!profile.data || !setup.ready || !setup.registerForm) return <Skeleton active />;
  return (
    <div className="my-profile">
      <ProfileDetailsForm profile={profile.data} setup={setup} />
      <ProfileTaxForm profile={profile.data} registerForm={setup.registerForm} />
      <SignInMethodsCard />
      <MessagePreferencesCard />
      <ChangePasswordForm hasPassword={profile.data.has_password} />
    </div>
  );
};
