import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SignInTabs, type SignInMode } from './sign-in-tabs';

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
      {/* Registering here is to finish the order: only what the shop requires is asked. */}
      <SignInTabs
        mode={mode ?? 'login'}
        onModeChange={onModeChange}
        onSignedIn={onSignedIn}
        askRequiredOnly
      />
    </Modal>
  );
};
