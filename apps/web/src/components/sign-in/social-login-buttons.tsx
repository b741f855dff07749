import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PublicSiteSettings } from '@shop/contract/settings/site-settings';
import { visitorId } from '../../lib/visitor-id';
import { ButtonAnchor } from '../ui/button';
import { FacebookMark, GoogleMark, LineMark } from './social-marks';
import './sign-in.css';

type Provider = 'facebook' | 'line' | 'google';

/**
 * Where a provider's sign-in starts; the server answers with the provider's page and brings the
 * buyer back to `return_to`. The server publishes a provider's id only when it can complete that
 * provider's sign-in, so no button leads nowhere.
 */
const startUrl = (provider: Provider, returnTo: string) =>
  `/api/auth/social/${provider}?return_to=${encodeURIComponent(returnTo)}`;

/** The visitor's cart joins the account at sign-in, as with a password: the id goes along. */
const goWithVisitorId = (event: MouseEvent<HTMLElement>, url: string) => {
  event.preventDefault();
  const id = visitorId();
  window.location.assign(id === '' ? url : `${url}&generate_id=${encodeURIComponent(id)}`);
};

type SocialLogin = PublicSiteSettings['social_login'];

/** Whether the shop configured any social sign-in. */
export const hasSocialLogin = (socialLogin: SocialLogin): boolean =>
  [socialLogin.facebook_app_id, socialLogin.line_channel_id, socialLogin.google_client_id].some((id) =>
    Boolean(id?.trim()),
  );

type SocialLoginButtonsProps = {
  socialLogin: SocialLogin;
  /** Where the buyer comes back to; by default the page they are on (the cart's panel: /cart). */
  returnTo?: string | undefined;
};

/** Facebook, Line and Google sign-in, each shown only when the shop configured its id. */
export const SocialLoginButtons = ({ socialLogin, returnTo }: SocialLoginButtonsProps) => {
  const { t } = useTranslation();
  const location = useLocation();
  const back = returnTo ?? `${location.pathname}${location.search}`;
  const providers: { provider: Provider; id: string | undefined; icon: ReactNode }[] = [
    { provider: 'facebook', id: socialLogin.facebook_app_id, icon: <FacebookMark /> },
    { provider: 'line', id: socialLogin.line_channel_id, icon: <LineMark /> },
    { provider: 'google', id: socialLogin.google_client_id, icon: <GoogleMark /> },
  ];
  const shown = providers.filter(({ id }) => Boolean(id?.trim()));
  if (shown.length === 0) return null;
  return (
    <div className="social-login">
      {shown.map(({ provider, icon }) => (
        <ButtonAnchor
          key={provider}
          href={startUrl(provider, back)}
          onClick={(event) => goWithVisitorId(event, startUrl(provider, back))}
          icon={icon}
          block
        >
          {t(`checkout.login.social.${provider}`)}
        </ButtonAnchor>
      ))}
    </div>
  );
};
