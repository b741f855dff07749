import { Button, Form } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
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
      <NewPasswordFields label={t('checkout.password.newPassword')} />
      <Button type="primary" htmlType="submit" block loading={sending}>
        {t('checkout.password.save')}
      </Button>
    </Form>
  );
};
