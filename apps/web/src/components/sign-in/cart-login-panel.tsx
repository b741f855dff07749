import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormRefusal } from '../form-refusal';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { TextInput } from '../ui/text-input';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../../features/settings/api/site-settings';
import { useSignIn, type SignInField } from '../../hooks/use-sign-in';
import { PasswordInput } from './password-input';
import { hasSocialLogin, SocialLoginButtons } from './social-login-buttons';
import './sign-in.css';

type CartLoginPanelProps = {
  onSignedIn?: (userId: number) => void;
  /** Shows the register title and button when given. */
  onRegister?: () => void;
  /** 1 on the sign-in page, whose main heading it is. */
  titleLevel?: 1 | 4;
  /** Where a social sign-in comes back to; by default the page the panel is on. */
  socialReturnTo?: string | undefined;
};

const AUTOCOMPLETE: Record<SignInField, string> = { username: 'username', password: 'current-password' };

/** The cart's login panel (spec 2): Enter in either field signs in. */
export const CartLoginPanel = ({
  onSignedIn,
  onRegister,
  titleLevel = 4,
  socialReturnTo,
}: CartLoginPanelProps) => {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { values, change, missing, submit, signingIn, refusal } = useSignIn(onSignedIn);
  const social = settings.data?.social_login;
  const hasAlternatives = Boolean(onRegister) || (social !== undefined && hasSocialLogin(social));
  const Title = titleLevel === 1 ? 'h1' : 'h4';

  const field = (name: SignInField) => (
    <FormField
      label={t(`checkout.login.${name}`)}
      error={missing.includes(name) ? t('checkout.login.required') : undefined}
    >
      {(control) => {
        const input = {
          ...control,
          name,
          autoComplete: AUTOCOMPLETE[name],
          value: values[name],
          onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
        };
        return name === 'password' ? <PasswordInput {...input} /> : <TextInput {...input} />;
      }}
    </FormField>
  );

  return (
    <section className="cart-login-panel">
      <Title className="cart-login-title">{t('checkout.login.title')}</Title>
      <p className="cart-login-description">{t('checkout.login.description')}</p>
      {/* The shop's own checks word what is missing; the browser's would speak another language. */}
      <form noValidate onSubmit={(event) => void submit(event)}>
        {field('username')}
        {field('password')}
        <FormRefusal refusal={refusal} />
        <Button variant="primary" htmlType="submit" block loading={signingIn}>
          {t('checkout.login.submit')}
        </Button>
      </form>
      <div className="cart-login-forgot">
        <Link to={paths.forgotPassword()}>{t('checkout.login.forgotPassword')}</Link>
      </div>
      {hasAlternatives && (
        <p className="cart-login-or" role="separator">
          {t('checkout.login.or')}
        </p>
      )}
      {onRegister && (
        <>
          <strong className="cart-login-register-title">{t('checkout.login.registerTitle')}</strong>
          <Button block onClick={onRegister}>
            {t('checkout.login.register')}
          </Button>
        </>
      )}
      {social && <SocialLoginButtons socialLogin={social} returnTo={socialReturnTo} />}
    </section>
  );
};
