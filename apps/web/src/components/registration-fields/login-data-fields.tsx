import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_LIMITS } from '@shop/domain/validation/registration';
import { NewPasswordFields } from '../new-password-fields';

/** Login data of a member: username, password and its confirmation. */
export const LoginDataFields = () => {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="username"
        label={t('checkout.registration.username')}
        required
        extra={t('checkout.registration.credentialRule')}
      >
        <Input autoComplete="username" maxLength={REGISTRATION_LIMITS.username} />
      </Form.Item>
      <div className="form-two-columns">
        <NewPasswordFields label={t('checkout.registration.password')} />
      </div>
    </>
  );
};
