import { Button, Card, Divider, Form, Input, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormRefusal } from '../form-refusal';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../../features/settings/api/site-settings';
import { useSignIn } from '../../hooks/use-sign-in';
import { hasSocialLogin, SocialLoginButtons } from './social-login-buttons';

type CartLoginPanelProps = {
  onSignedIn?: (userId: number) => void;
  /** Shows the register title and button when given. */
  onRegister?: () => void;
  /** 1 on the sign-in page, whose main heading it is. */
  titleLevel?: 1 | 4;
  /** Where a social sign-in comes back to; by default the page the panel is on. */
  socialReturnTo?: string | undefined;
};

/** The cart's login panel (spec 2): Enter in either field signs in. */
export const CartLoginPanel = ({
  onSignedIn,
  onRegister,
  titleLevel = 4,
  socialReturnTo,
}: CartLoginPanelProps) => {
  const { t } = useTranslation();
  // Field ids are prefixed with the form's name, so two forms on a page never share a label target.
  const formName = useId();
  const settings = useSiteSettings();
  const { form, submit, signingIn, refusal } = useSignIn(onSignedIn);
  const required = { required: true, message: t('checkout.login.required') };
  const social = settings.data?.social_login;
  const hasAlternatives = Boolean(onRegister) || (social !== undefined && hasSocialLogin(social));

  return (
    <Card className="cart-login-panel">
      <Typography.Title level={titleLevel}>{t('checkout.login.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('checkout.login.description')}</Typography.Paragraph>
      <Form
        name={formName}
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        <Form.Item name="username" label={t('checkout.login.username')} rules={[required]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('checkout.login.password')} rules={[required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <FormRefusal refusal={refusal} />
        <Button type="primary" htmlType="submit" block loading={signingIn}>
          {t('checkout.login.submit')}
        </Button>
      </Form>
      <div className="cart-login-forgot">
        <Link to={paths.forgotPassword()}>{t('checkout.login.forgotPassword')}</Link>
      </div>
      {hasAlternatives && <Divider plain>{t('checkout.login.or')}</Divider>}
      {onRegister && (
        <>
          <Typography.Text strong className="cart-login-register-title">
            {t('checkout.login.registerTitle')}
          </Typography.Text>
          <Button block onClick={onRegister}>
            {t('checkout.login.register')}
          </Button>
        </>
      )}
      {social && <SocialLoginButtons socialLogin={social} returnTo={socialReturnTo} />}
    </Card>
  );
};
