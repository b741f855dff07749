import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_LIMITS } from '@shop/domain/validation/password-rule';

/**
 * A password being set (`password`) with the rule said under it, and its confirmation
 * (`confirm_password`): registration and a reset link's page.
 */
export const NewPasswordFields = ({ label }: { label: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        required
        extra={t('checkout.registration.passwordRule', { min: PASSWORD_LIMITS.min })}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_LIMITS.max} />
      </Form.Item>
      <Form.Item name="confirm_password" label={t('checkout.registration.confirmPassword')} required>
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_LIMITS.max} />
      </Form.Item>
    </>
  );
};
