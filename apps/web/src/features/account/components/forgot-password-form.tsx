import { Alert, Button, Form, Input, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotPasswordForm } from '../hooks/use-password-forms';

/** `/forgotpass`: asks for a link to set a new password. */
export const ForgotPasswordForm = () => {
  const { t } = useTranslation();
  // Field ids are prefixed with the form's name, so two forms on a page never share a label target.
  const formName = useId();
  const { form, submit, sending, sent } = useForgotPasswordForm();
  if (sent) return <Alert type="success" showIcon title={t('checkout.password.sent')} />;
  return (
    <Form name={formName} form={form} layout="vertical" onFinish={(values) => void submit(values)}>
      <Typography.Paragraph>{t('checkout.password.forgotIntro')}</Typography.Paragraph>
      <Form.Item name="email" label={t('checkout.registration.email')} required>
        <Input inputMode="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sending}>
        {t('checkout.password.sendLink')}
      </Button>
    </Form>
  );
};
