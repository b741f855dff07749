import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from './identity-context';
import { IDENTITY_SANDBOX_KEYS } from './identity-sandbox-keys';
import { newAccessToken } from './issue-id-token';
import { redeemCode } from './redeem-code';
import { subjectOf } from './identity-test-users';

type Query = Record<string, string | undefined>;

/** Graph API errors all have this shape; 190 is an unusable access token. */
const graphError = (message: string, code: number) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: 'sandbox' },
});

const proofMatches = (accessToken: string, proof: string | undefined) => {
  const expected = createHmac('sha256', IDENTITY_SANDBOX_KEYS.facebook.clientSecret)
    .update(accessToken)
    .digest();
  const given = Buffer.from(proof ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Facebook Login's code exchange and the Graph API's `me`, which (as with "Require App Secret"
 * switched on) answers only a call carrying `appsecret_proof`.
 */
export const facebookApiRoutes =
  (context: IdentityContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const { store } = context;
    app.get('/identity/facebook/v19.0/oauth/access_token', (request, reply) => {
      const query = request.query as Query;
      const redeemed = redeemCode(
        store,
        'facebook',
        {
          code: query.code,
          clientId: query.client_id,
          clientSecret: query.client_secret,
          redirectUri: query.redirect_uri,
          codeVerifier: undefined,
        },
        context.now(),
      );
      if (!redeemed.ok) return reply.code(400).send(graphError(redeemed.description, 100));
      const accessToken = newAccessToken();
      store.accessTokens.set(accessToken, { provider: 'facebook', user: redeemed.code.user });
      return { access_token: accessToken, token_type: 'bearer', expires_in: 5_183_944 };
    });

    app.get('/identity/facebook/v19.0/me', (request, reply) => {
      const query = request.query as Query;
      const holder = store.accessTokens.get(query.access_token ?? '');
      if (holder?.provider !== 'facebook')
        return reply.code(400).send(graphError('Invalid OAuth access token.', 190));
      if (!proofMatches(query.access_token ?? '', query.appsecret_proof))
        return reply.code(400).send(graphError('Invalid appsecret_proof provided in the API argument', 100));
      const fields = (query.fields ?? 'id,name').split(',');
      const user = holder.user;
      return {
        id: subjectOf('facebook', user),
        ...(fields.includes('name') ? { name: user.name } : {}),
        ...(fields.includes('email') && user.email ? { email: user.email } : {}),
      };
    });
    done();
  };
