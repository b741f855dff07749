import { createHash } from 'node:crypto';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { hashToken, newSecureToken } from '../../../lib/secure-token';
import {
  socialProviderSettings,
  type SocialProvider,
  type SocialProviderSettings,
} from '../../../social-providers';
import { getSiteSettings } from '../../settings/index';
import { fetchProviderProfile } from './provider-profile';
import type { UploadOwner } from '../../media/index';
import { firstSocialSignIn } from './first-social-sign-in.service';
import { findProviderIdentity } from './provider-identities.repository';
import { linkProfile, signInLinkedAccount } from './social-account.service';
import {
  deleteOldSocialAttempts,
  insertSocialAttempt,
  takeSocialAttempt,
} from './social-attempts.repository';

/** Long enough to choose an account at the provider, short enough that a leaked state is soon useless. */
const ATTEMPT_MINUTES = 10;

const SCOPES: Record<SocialProvider, string> = {
  line: 'profile openid email',
  google: 'openid email profile',
  facebook: 'email,public_profile',
};

type Deps = { db: Database; config: Config };

/** The address the provider sends the browser back to; registered at each provider (README). */
export const callbackUrl = (config: Config, provider: SocialProvider) =>
  `${config.PUBLIC_URL}/api/auth/social/${provider}/callback`;

/** Only a path on this shop: a return address is never another site (no open redirect). */
export const safeReturnPath = (value: unknown): string =>
  typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 500 ? value : '/';

const settingsOrRefuse = async (
  { db, config }: Deps,
  provider: SocialProvider,
): Promise<SocialProviderSettings> => {
  const settings = socialProviderSettings(config, (await getSiteSettings(db)).social_login, provider);
  if (!settings)
    throw new AppError(ErrorCode.SOCIAL_SIGN_IN_UNAVAILABLE, { message: 'Provider not configured' });
  return settings;
};

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Starts a sign-in (or, with `linkUserId`, a link from the profile page): state, nonce and PKCE
 * verifier are stored server-side, bound to the browser's token, and the provider's page is returned.
 */
export const startSocialSignIn = async (
  deps: Deps,
  input: {
    provider: SocialProvider;
    browserToken: string;
    returnTo: string;
    visitorId: string | null;
    linkUserId: number | null;
    now: Date;
  },
): Promise<string> => {
  const settings = await settingsOrRefuse(deps, input.provider);
  const state = newSecureToken();
  const nonce = newSecureToken();
  const codeVerifier = newSecureToken();
  await deleteOldSocialAttempts(deps.db, new Date(input.now.getTime() - 60 * 60_000));
  await insertSocialAttempt(deps.db, {
    stateHash: hashToken(state),
    provider: input.provider,
    browserHash: hashToken(input.browserToken),
    nonce,
    codeVerifier,
    returnTo: input.returnTo,
    visitorId: input.visitorId,
    linkUserId: input.linkUserId,
    expiresAt: new Date(input.now.getTime() + ATTEMPT_MINUTES * 60_000),
  });
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: callbackUrl(deps.config, input.provider),
    state,
    scope: SCOPES[input.provider],
    ...(input.provider === 'facebook'
      ? {}
      : { nonce, code_challenge: s256(codeVerifier), code_challenge_method: 'S256' }),
    // LINE offers the shop's LINE Official Account as a friend on its consent page: the only way
    // the shop may later push order news there.
    ...(input.provider === 'line' ? { bot_prompt: 'aggressive' } : {}),
  });
  return `${settings.authorizeUrl}?${query.toString()}`;
};

export type SocialCallback = {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
};

/**
 * Completes a callback: the attempt is used up first (so a replay finds nothing), then the
 * provider's answer is checked, then the account is signed in to, created or linked.
 */
export const completeSocialSignIn = async (
  deps: Deps,
  input: {
    provider: SocialProvider;
    callback: SocialCallback;
    browserToken: string | undefined;
    sessionUserId: number | null;
    locale: 'th' | 'en';
    owner: UploadOwner;
    now: Date;
  },
) => {
  const { callback } = input;
  const attempt =
    callback.state && input.browserToken
      ? await takeSocialAttempt(
          deps.db,
          {
            stateHash: hashToken(callback.state),
            provider: input.provider,
            browserHash: hashToken(input.browserToken),
          },
          input.now,
        )
      : null;
  if (!attempt)
    throw new AppError(ErrorCode.SOCIAL_SIGN_IN_STATE_INVALID, { message: 'Unknown, used or foreign state' });
  const returnTo = attempt.returnTo;
  try {
    if (callback.error !== undefined || !callback.code)
      throw new AppError(ErrorCode.SOCIAL_SIGN_IN_REFUSED, {
        message: `The provider answered ${callback.error ?? 'no code'}`,
      });
    const settings = await settingsOrRefuse(deps, input.provider);
    const profile = await fetchProviderProfile(settings, {
      code: callback.code,
      redirectUri: callbackUrl(deps.config, input.provider),
      codeVerifier: attempt.codeVerifier,
      nonce: attempt.nonce,
    });
    if (attempt.linkUserId !== null) {
      if (attempt.linkUserId !== input.sessionUserId)
        throw new AppError(ErrorCode.SOCIAL_SIGN_IN_STATE_INVALID, {
          message: 'The link was started by another session',
        });
      await linkProfile(deps.db, attempt.linkUserId, input.provider, profile);
      return { kind: 'linked' as const, returnTo };
    }
    const origin = { returnTo, visitorId: attempt.visitorId };
    const identity = await findProviderIdentity(deps.db, input.provider, profile.subject);
    if (identity) {
      const user = await signInLinkedAccount(deps.db, input.provider, identity, profile, input.now);
      return { kind: 'signed-in' as const, user, ...origin };
    }
    const first = await firstSocialSignIn(
      deps.db,
      { provider: input.provider, profile, origin },
      { locale: input.locale, owner: input.owner, now: input.now, publicUrl: deps.config.PUBLIC_URL },
    );
    return { ...first, ...origin };
  } catch (error) {
    // The refusal keeps where the buyer was, so the sign-in page can send them back there after.
    if (error instanceof AppError)
      throw new AppError(error.code, { message: error.message, cause: error, result: { returnTo } });
    throw error;
  }
};
