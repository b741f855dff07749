import { Button, Form, Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetPasswordForm } from '../hooks/use-password-forms';

type ResetPasswordFormProps = { token: string; onDone: () => void };

/** `/forgotpass?token=...`: sets a new password with the mailed link. */
export const ResetPasswordForm = ({ token, onDone }: ResetPasswordFormProps) => {
  const { t } = useTranslation();
  // Field ids are prefixed with the form's name, so two forms on a page never share a label target.
  const formName = useId();
  const { form, submit, sending } = useResetPasswordForm(token, onDone);
  return (
    <Form name={formName} form={form} layout="vertical" onFinish={(values) => void submit(values)}>
      <Form.Item
        name="password"
        label={t('checkout.password.newPassword')}
        required
        extra={t('checkout.registration.credentialRule')}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item name="confirm_password" label={t('checkout.registration.confirmPassword')} required>
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sending}>
        {t('checkout.password.save')}
      </Button>
    </Form>
  );
};
