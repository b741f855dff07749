import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { CartLoginPanel } from '../../../components/sign-in/cart-login-panel';
import { RegistrationForm } from '../../../features/registration/components/registration-form';

export type SignInMode = 'login' | 'register';

type SignInTabsProps = {
  mode: SignInMode;
  onModeChange: (mode: SignInMode) => void;
  /** Signed in by login or by registration. */
  onSignedIn: () => void;
  /** The sign-in page names itself with a main heading; the cart's dialog has its own title. */
  isPage?: boolean;
  /** Where a social sign-in comes back to (the sign-in page: its `next`). */
  socialReturnTo?: string | undefined;
  /** Registering to finish an order (the cart): only the fields the shop requires. */
  askRequiredOnly?: boolean;
};

/** Log in, or register (which signs the new member in): the cart's dialog and the sign-in page. */
export const SignInTabs = ({
  mode,
  onModeChange,
  onSignedIn,
  isPage = false,
  socialReturnTo,
  askRequiredOnly = false,
}: SignInTabsProps) => {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={mode}
      onChange={(key) => onModeChange(key === 'register' ? 'register' : 'login')}
      items={[
        {
          key: 'login',
          label: t('checkout.login.tab'),
          children: (
            <CartLoginPanel
              onSignedIn={onSignedIn}
              onRegister={() => onModeChange('register')}
              titleLevel={isPage ? 1 : 4}
              socialReturnTo={socialReturnTo}
            />
          ),
        },
        {
          key: 'register',
          label: t('checkout.registration.tab'),
          children: <RegistrationForm onRegistered={onSignedIn} askRequiredOnly={askRequiredOnly} />,
        },
      ]}
    />
  );
};
