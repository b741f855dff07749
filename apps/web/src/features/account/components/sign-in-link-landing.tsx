import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignInLinkLanding } from '../hooks/use-sign-in-link-landing';

/** `/signin-link?token=...`: signs in with the mailed link, or says why not and offers the sign-in page. */
export const SignInLinkLanding = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const landing = useSignInLinkLanding(token);
  if (landing.state === 'signing-in')
    return (
      <p role="status" className="sign-in-link-status">
        <Spin size="small" /> {t('checkout.signInLink.signingIn')}
      </p>
    );
  return (
    <Alert
      type="error"
      showIcon
      title={landing.message}
      description={t('checkout.signInLink.refused')}
      action={
        <Link to={paths.login()}>
          <Button size="small">{t('checkout.signInLink.toLogin')}</Button>
        </Link>
      }
    />
  );
};
