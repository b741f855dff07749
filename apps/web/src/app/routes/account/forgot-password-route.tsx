import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/account/components/forgot-password-form';
import { ResetPasswordForm } from '../../../features/account/components/reset-password-form';
import './account-pages.css';

/** `/forgotpass`: ask for a link; with `?token=` set a new password (the account is then signed in). */
export const ForgotPasswordRoute = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');
  return (
    <Card className="account-narrow">
      <Typography.Title level={1} className="account-page-title">
        {t(token ? 'checkout.password.resetTitle' : 'checkout.password.forgotTitle')}
      </Typography.Title>
      {token ? (
        <ResetPasswordForm token={token} onDone={() => void navigate(paths.home())} />
      ) : (
        <ForgotPasswordForm />
      )}
    </Card>
  );
};
