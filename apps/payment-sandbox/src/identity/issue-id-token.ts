import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { issuerOf, type IdentityContext } from './identity-context';
import { IDENTITY_SANDBOX_KEYS } from './identity-sandbox-keys';
import type { AuthorizationCode } from './identity-store';
import { subjectOf } from './identity-test-users';

const ID_TOKEN_SECONDS = 3600;

const claimsOf = (code: AuthorizationCode) => ({
  name: code.user.name,
  ...(code.user.picture ? { picture: code.user.picture } : {}),
  ...(code.user.email ? { email: code.user.email, email_verified: true } : {}),
  ...(code.nonce ? { nonce: code.nonce } : {}),
});

/**
 * LINE signs with HS256 and the channel secret; Google with RS256 and the key its JWKS publishes.
 * A code armed with "bad_signature" gets a token signed with a key the shop cannot know;
 * "other_audience" one issued to another client.
 */
export const issueIdToken = async (context: IdentityContext, code: AuthorizationCode): Promise<string> => {
  const nowSeconds = Math.floor(context.now() / 1000);
  const jwt = new SignJWT(claimsOf(code))
    .setIssuer(issuerOf(context.settings, code.provider))
    .setSubject(subjectOf(code.provider, code.user))
    .setAudience(code.tokenFault === 'other_audience' ? 'another-client-of-the-provider' : code.clientId)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ID_TOKEN_SECONDS);
  if (code.provider === 'line') {
    const secret =
      code.tokenFault === 'bad_signature' ? randomBytes(32) : IDENTITY_SANDBOX_KEYS.line.clientSecret;
    return jwt
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(String(secret)));
  }
  const keys = await context.googleKeys();
  return jwt
    .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'JWT' })
    .sign(code.tokenFault === 'bad_signature' ? keys.strangerKey : keys.privateKey);
};

export const newAccessToken = () => randomBytes(24).toString('base64url');
