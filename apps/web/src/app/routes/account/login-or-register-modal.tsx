import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { CartLoginPanel } from '../../../features/auth/components/cart-login-panel';
import { RegistrationForm } from '../../../features/registration/components/registration-form';

export type SignInMode = 'login' | 'register';

type LoginOrRegisterModalProps = {
  mode: SignInMode | null;
  onModeChange: (mode: SignInMode) => void;
  onClose: () => void;
  /** Signed in by login or by registration. */
  onSignedIn: () => void;
};

/** Spec 1: a modal offers login or registration inside the cart to a buyer who is not signed in. */
export const LoginOrRegisterModal = ({
  mode,
  onModeChange,
  onClose,
  onSignedIn,
}: LoginOrRegisterModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={mode !== null}
      title={t('checkout.login.modalTitle')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Tabs
        activeKey={mode ?? 'login'}
        onChange={(key) => onModeChange(key === 'register' ? 'register' : 'login')}
        items={[
          {
            key: 'login',
            label: t('checkout.login.tab'),
            children: <CartLoginPanel onSignedIn={onSignedIn} onRegister={() => onModeChange('register')} />,
          },
          {
            key: 'register',
            label: t('checkout.registration.tab'),
            children: <RegistrationForm onRegistered={onSignedIn} />,
          },
        ]}
      />
    </Modal>
  );
};
