import { createHash } from 'node:crypto';
import type { AuthorizationCode, IdentityStore } from './identity-store';
import { IDENTITY_SANDBOX_KEYS, type IdentityProvider } from './identity-sandbox-keys';

type Exchange = {
  code: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  redirectUri: string | undefined;
  codeVerifier: string | undefined;
};

export type Redeemed =
  { ok: true; code: AuthorizationCode } | { ok: false; error: string; description: string };

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Checks a token request as the providers do: the client and its secret, the code (unused, not
 * expired, issued to this client and redirect address) and, when the code carries a PKCE
 * challenge, the verifier. A code is used once, whatever the outcome.
 */
export const redeemCode = (
  store: IdentityStore,
  provider: IdentityProvider,
  exchange: Exchange,
  now: number,
): Redeemed => {
  const keys = IDENTITY_SANDBOX_KEYS[provider];
  if (exchange.clientId !== keys.clientId || exchange.clientSecret !== keys.clientSecret)
    return { ok: false, error: 'invalid_client', description: 'client authentication failed' };
  const code = exchange.code === undefined ? undefined : store.codes.get(exchange.code);
  if (code?.provider !== provider || code.isUsed)
    return { ok: false, error: 'invalid_grant', description: 'invalid authorization code' };
  code.isUsed = true;
  if (code.expiresAt <= now)
    return { ok: false, error: 'invalid_grant', description: 'authorization code expired' };
  if (code.redirectUri !== exchange.redirectUri)
    return { ok: false, error: 'invalid_grant', description: 'redirect_uri does not match' };
  if (code.codeChallenge !== null && s256(exchange.codeVerifier ?? '') !== code.codeChallenge)
    return { ok: false, error: 'invalid_grant', description: 'code_verifier does not match' };
  return { ok: true, code };
};
