import { Button, Card, Form, Input, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useChangePasswordForm } from '../hooks/use-change-password-form';

/**
 * The current password and the new one twice. An account made at checkout without a password
 * sets its first one through a mailed link instead.
 */
export const ChangePasswordForm = ({ hasPassword }: { hasPassword: boolean }) => {
  const { t } = useTranslation();
  const formName = useId();
  const { form, submit, saving } = useChangePasswordForm();
  return (
    <section aria-label={t('checkout.profile.passwordTitle')}>
      <Card title={t('checkout.profile.passwordTitle')}>
        {hasPassword ? (
          <Form name={formName} form={form} layout="vertical" onFinish={(values) => void submit(values)}>
            <Form.Item name="current_password" label={t('checkout.profile.currentPassword')} required>
              <Input.Password autoComplete="current-password" maxLength={128} />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('checkout.profile.newPassword')}
              required
              extra={t('checkout.registration.credentialRule')}
            >
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
            <Form.Item name="confirm_password" label={t('checkout.profile.confirmPassword')} required>
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('checkout.profile.changePassword')}
            </Button>
          </Form>
        ) : (
          <Typography.Paragraph>
            {t('checkout.profile.noPassword')}{' '}
            <Link to={paths.forgotPassword()}>{t('checkout.profile.setPassword')}</Link>
          </Typography.Paragraph>
        )}
      </Card>
    </section>
  );
};
