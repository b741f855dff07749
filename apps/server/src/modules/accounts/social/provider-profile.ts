import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../../../lib/app-error';
import type { SocialProviderSettings } from '../../../social-providers';
import { askProvider } from './provider-http';

/**
 * Who the provider says the person is. The e-mail is null when the person did not share one.
 * `isShopFriend`: LINE only, whether they have added the shop's LINE Official Account.
 */
export type ProviderProfile = { subject: string; email: string | null; name: string; isShopFriend?: boolean };

const friendshipSchema = z.object({ friendFlag: z.boolean() });

/**
 * LINE's friendship status. Only a hint for messages: a failure here never fails the sign-in,
 * it reads as "not a friend" (nothing is pushed to someone the shop is not sure added it).
 */
const lineFriendship = async (settings: SocialProviderSettings, accessToken: string): Promise<boolean> => {
  try {
    const answer = await askProvider(
      settings.friendshipUrl,
      { headers: { authorization: `Bearer ${accessToken}` } },
      settings.timeoutMs,
    );
    return friendshipSchema.safeParse(answer).data?.friendFlag ?? false;
  } catch {
    return false;
  }
};

export type CodeExchange = { code: string; redirectUri: string; codeVerifier: string; nonce: string };

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1).optional(),
});
const facebookMeSchema = z.object({
  id: z.string().min(1),
  name: z.string().default(''),
  email: z.string().optional(),
});

const invalidToken = (reason: string, cause?: unknown) =>
  new AppError(ErrorCode.SOCIAL_SIGN_IN_TOKEN_INVALID, { message: `id token refused: ${reason}`, cause });

const parseAnswer = <T>(schema: z.ZodType<T>, answer: unknown): T => {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw invalidToken('the provider answered an unexpected shape');
  return parsed.data;
};

// One key set per address: jose caches the keys and refetches when an unknown `kid` appears.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetOf = (url: string) => {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url));
    keySets.set(url, keySet);
  }
  return keySet;
};

/** Signature, issuer, audience and expiry by jose; the nonce against the one this sign-in sent. */
const verifyIdToken = async (settings: SocialProviderSettings, idToken: string, nonce: string) => {
  let payload: JWTPayload;
  try {
    const options = { issuer: settings.issuer, audience: settings.clientId, clockTolerance: 30 };
    ({ payload } =
      settings.provider === 'line'
        ? await jwtVerify(idToken, new TextEncoder().encode(settings.clientSecret), {
            ...options,
            algorithms: ['HS256'],
          })
        : await jwtVerify(idToken, keySetOf(settings.jwksUrl), { ...options, algorithms: ['RS256'] }));
  } catch (error) {
    throw invalidToken(error instanceof Error ? error.message : 'verification failed', error);
  }
  if (payload.nonce !== nonce) throw invalidToken('nonce does not match');
  if (!payload.sub) throw invalidToken('no subject');
  // Google marks addresses it has not verified; such an address proves nothing and is not kept.
  const isEmailVerified = settings.provider === 'line' || payload.email_verified === true;
  const email = typeof payload.email === 'string' && isEmailVerified ? payload.email : null;
  return { subject: payload.sub, email, name: typeof payload.name === 'string' ? payload.name : '' };
};

/** LINE Login v2.1 and Google: the code and PKCE verifier for tokens, then the verified id token. */
const openIdProfile = async (
  settings: SocialProviderSettings,
  exchange: CodeExchange,
): Promise<ProviderProfile> => {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    code_verifier: exchange.codeVerifier,
  });
  const answer = parseAnswer(
    tokenAnswerSchema,
    await askProvider(settings.tokenUrl, { method: 'POST', body }, settings.timeoutMs),
  );
  if (!answer.id_token) throw invalidToken('no id token');
  const profile = await verifyIdToken(settings, answer.id_token, exchange.nonce);
  if (settings.provider !== 'line') return profile;
  return { ...profile, isShopFriend: await lineFriendship(settings, answer.access_token) };
};

/** Facebook Login: the code for an access token, then Graph `me` with the app secret proof. */
const facebookProfile = async (
  settings: SocialProviderSettings,
  exchange: CodeExchange,
): Promise<ProviderProfile> => {
  const tokenQuery = new URLSearchParams({
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    redirect_uri: exchange.redirectUri,
    code: exchange.code,
  });
  const { access_token: accessToken } = parseAnswer(
    tokenAnswerSchema,
    await askProvider(`${settings.tokenUrl}?${tokenQuery.toString()}`, {}, settings.timeoutMs),
  );
  const proof = createHmac('sha256', settings.clientSecret).update(accessToken).digest('hex');
  const meQuery = new URLSearchParams({
    fields: 'id,name,email',
    access_token: accessToken,
    appsecret_proof: proof,
  });
  const me = parseAnswer(
    facebookMeSchema,
    await askProvider(`${settings.profileUrl}?${meQuery.toString()}`, {}, settings.timeoutMs),
  );
  return { subject: me.id, email: me.email ?? null, name: me.name };
};

/** The person behind an authorization code, checked as each provider documents. */
export const fetchProviderProfile = (settings: SocialProviderSettings, exchange: CodeExchange) =>
  settings.provider === 'facebook' ? facebookProfile(settings, exchange) : openIdProfile(settings, exchange);
