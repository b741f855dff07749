import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../../account/api/request-password-reset';

type ReturningBuyerNoteProps = { email: string; onSignIn: () => void };

/**
 * For a returning guest whose e-mail already has an account: not a dead end but the two ways on,
 * signing in here (the order carries on with their choices) or a link mailed to that address
 * (the shop's one-use password link) when they do not know their password.
 */
export const ReturningBuyerNote = ({ email, onSignIn }: ReturningBuyerNoteProps) => {
  const { t } = useTranslation();
  const mailLink = useRequestPasswordReset();
  return (
    <Alert
      type="info"
      showIcon
      className="returning-buyer-note"
      title={t('checkout.purchase.knownEmail.title', { email })}
      description={
        mailLink.isSuccess ? (
          <span role="status">{t('checkout.purchase.knownEmail.linkSent', { email })}</span>
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
            onClick={() => mailLink.mutate(email)}
          >
            {t('checkout.purchase.knownEmail.mailLink')}
          </Button>
        </Space>
      }
    />
  );
};
