import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SIGN_IN_LINK_VALID_MINUTES } from '@shop/contract/accounts/sign-in-link';
import { useRequestSignInLink } from '../../account/api/request-sign-in-link';

type ReturningBuyerNoteProps = { email: string; onSignIn: () => void };

/**
 * For a returning guest whose e-mail already has an account: not a dead end but the two ways on,
 * signing in here (the order carries on with their choices) or a one-tap sign-in link mailed to
 * that address, which brings them back to this page signed in, when they do not know their password.
 */
export const ReturningBuyerNote = ({ email, onSignIn }: ReturningBuyerNoteProps) => {
  const { t } = useTranslation();
  const mailLink = useRequestSignInLink();
  const { pathname, search } = useLocation();
  return (
    <Alert
      type="info"
      showIcon
      className="returning-buyer-note"
      title={t('checkout.purchase.knownEmail.title', { email })}
      description={
        mailLink.isSuccess ? (
          <span role="status">
            {t('checkout.purchase.knownEmail.linkSent', { email, minutes: SIGN_IN_LINK_VALID_MINUTES })}
          </span>
        ) : (
          t('checkout.purchase.knownEmail.body')
        )
      }
      action={
        <Space orientation="vertical">
          <Button type="primary" size="small" onClick={onSignIn}>
            {t('checkout.purchase.knownEmail.signIn')}
          </Button>
          <Button
            size="small"
            loading={mailLink.isPending}
            disabled={mailLink.isSuccess}
            onClick={() => mailLink.mutate({ email, returnTo: `${pathname}${search}` })}
          >
            {t('checkout.purchase.knownEmail.mailLink')}
          </Button>
        </Space>
      }
    />
  );
};
