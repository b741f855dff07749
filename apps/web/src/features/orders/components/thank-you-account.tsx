import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/api/current-user';

/**
 * Which account holds the order. A guest (who bought without registering) did not choose to make
 * one, so they are told that one was made, under which e-mail and username, and how to sign in
 * next time: with the password link mailed to them, or "forgot password" if it did not arrive.
 */
export const ThankYouAccount = ({ email }: { email: string }) => {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (user && !user.is_member)
    return (
      <section className="thank-you-account" aria-labelledby="thank-you-account-title">
        <Typography.Paragraph strong id="thank-you-account-title">
          {t('checkout.thankYou.accountMade.title')}
        </Typography.Paragraph>
        <Typography.Paragraph>
          {t('checkout.thankYou.accountMade.body', { email: user.email, username: user.username })}
        </Typography.Paragraph>
        <Typography.Paragraph>{t('checkout.thankYou.accountMade.signIn')}</Typography.Paragraph>
      </section>
    );
  return (
    <Typography.Paragraph className="thank-you-account">
      {t('checkout.thankYou.account', { email })}
    </Typography.Paragraph>
  );
};
