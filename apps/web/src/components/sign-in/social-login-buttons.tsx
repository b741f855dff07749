import { FacebookFilled, GoogleOutlined, MessageFilled } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicSiteSettings } from '@shop/contract/settings/site-settings';
import { paths } from '../../config/paths';

type Provider = 'facebook' | 'line' | 'google';

/**
 * Where a provider's sign-in starts; the server answers with the provider's page and brings the
 * buyer back to `return_to`. The server publishes a provider's id only once it can complete that
 * provider's sign-in (none yet), so no button shows before then.
 */
const startUrl = (provider: Provider) =>
  `/api/auth/social/${provider}?return_to=${encodeURIComponent(paths.cart())}`;

type SocialLogin = PublicSiteSettings['social_login'];

/** Whether the shop configured any social sign-in. */
export const hasSocialLogin = (socialLogin: SocialLogin): boolean =>
  [socialLogin.facebook_app_id, socialLogin.line_channel_id, socialLogin.google_client_id].some((id) =>
    Boolean(id?.trim()),
  );

type SocialLoginButtonsProps = { socialLogin: SocialLogin };

/** Facebook, Line and Google sign-in, each shown only when the shop configured its id; all return to /cart. */
export const SocialLoginButtons = ({ socialLogin }: SocialLoginButtonsProps) => {
  const { t } = useTranslation();
  const providers: { provider: Provider; id: string | undefined; icon: ReactNode }[] = [
    { provider: 'facebook', id: socialLogin.facebook_app_id, icon: <FacebookFilled /> },
    { provider: 'line', id: socialLogin.line_channel_id, icon: <MessageFilled /> },
    { provider: 'google', id: socialLogin.google_client_id, icon: <GoogleOutlined /> },
  ];
  const shown = providers.filter(({ id }) => Boolean(id?.trim()));
  if (shown.length === 0) return null;
  return (
    <div className="social-login">
      {shown.map(({ provider, icon }) => (
        <Button key={provider} href={startUrl(provider)} icon={icon} block>
          {t(`checkout.login.social.${provider}`)}
        </Button>
      ))}
    </div>
  );
};
