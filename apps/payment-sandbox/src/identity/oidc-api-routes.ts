import type { FastifyInstance, FastifyReply } from 'fastify';
import { issuerOf, type IdentityContext } from './identity-context';
import { IDENTITY_SANDBOX_KEYS, type IdentityProvider } from './identity-sandbox-keys';
import { issueIdToken, newAccessToken } from './issue-id-token';
import { redeemCode } from './redeem-code';
import { subjectOf } from './identity-test-users';
import { AUTHORIZE_PATHS } from './identity-page-routes';

type Form = Record<string, string | undefined>;

const TOKEN_PATHS = { line: '/identity/line/oauth2/v2.1/token', google: '/identity/google/token' } as const;

const bearer = (header: string | undefined) => /^Bearer (.+)$/.exec(header ?? '')?.[1];

/**
 * LINE Login v2.1 and Google OpenID Connect: the token endpoint (code + PKCE verifier -> access
 * token and id token), Google's discovery document and JWKS, LINE's verify and profile.
 */
export const oidcApiRoutes =
  (context: IdentityContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const { store, settings } = context;
    for (const provider of ['line', 'google'] as const) {
      app.post(TOKEN_PATHS[provider], async (request, reply: FastifyReply) => {
        const form = (request.body ?? {}) as Form;
        if (form.grant_type !== 'authorization_code')
          return reply.code(400).send({ error: 'unsupported_grant_type' });
        const redeemed = redeemCode(
          store,
          provider,
          {
            code: form.code,
            clientId: form.client_id,
            clientSecret: form.client_secret,
            redirectUri: form.redirect_uri,
            codeVerifier: form.code_verifier,
          },
          context.now(),
        );
        if (!redeemed.ok)
          return reply.code(400).send({ error: redeemed.error, error_description: redeemed.description });
        const accessToken = newAccessToken();
        store.accessTokens.set(accessToken, { provider, user: redeemed.code.user });
        return {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 2_592_000,
          scope: provider === 'line' ? 'profile openid email' : 'openid email profile',
          id_token: await issueIdToken(context, redeemed.code),
        };
      });
    }

    app.get('/identity/google/.well-known/openid-configuration', () => {
      const issuer = issuerOf(settings, 'google');
      return {
        issuer,
        authorization_endpoint: `${settings.publicBaseUrl}${AUTHORIZE_PATHS.google}`,
        token_endpoint: `${settings.publicBaseUrl}${TOKEN_PATHS.google}`,
        jwks_uri: `${issuer}/oauth2/v3/certs`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        code_challenge_methods_supported: ['S256'],
      };
    });

    app.get('/identity/google/oauth2/v3/certs', async () => ({
      keys: [(await context.googleKeys()).publicJwk],
    }));

    app.get('/identity/line/v2/profile', (request, reply) => {
      const holder = store.accessTokens.get(bearer(request.headers.authorization) ?? '');
      if (holder?.provider !== 'line') return reply.code(401).send({ message: 'invalid access token' });
      return { userId: subjectOf('line', holder.user), displayName: holder.user.name };
    });

    app.post('/identity/line/oauth2/v2.1/verify', (request, reply) => {
      const form = (request.body ?? {}) as Form;
      const holder = store.accessTokens.get(form.access_token ?? '');
      if (holder?.provider !== ('line' satisfies IdentityProvider))
        return reply.code(400).send({ error: 'invalid_request', error_description: 'access token expired' });
      return {
        scope: 'profile openid email',
        client_id: IDENTITY_SANDBOX_KEYS.line.clientId,
        expires_in: 2_592_000,
      };
    });
    done();
  };
