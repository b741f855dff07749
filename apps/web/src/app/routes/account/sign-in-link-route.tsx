import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SignInLinkLanding } from '../../../features/account/components/sign-in-link-landing';
import './account-pages.css';

/** `/signin-link?token=`: where a mailed one-tap sign-in link lands. */
export const SignInLinkRoute = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <Card className="account-narrow">
      <Typography.Title level={1} className="account-page-title">
        {t('checkout.signInLink.title')}
      </Typography.Title>
      <SignInLinkLanding token={search.get('token') ?? ''} />
    </Card>
  );
};
