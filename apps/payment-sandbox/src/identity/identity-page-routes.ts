import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from './identity-context';
import { IDENTITY_SANDBOX_KEYS, type IdentityProvider } from './identity-sandbox-keys';
import { findTestUser, subjectOf } from './identity-test-users';
import { renderAuthorizePage } from './render-authorize-page';

/** Where each provider's consent page lives, as on the real provider (under its sandbox prefix). */
export const AUTHORIZE_PATHS: Record<IdentityProvider, string> = {
  line: '/identity/line/oauth2/v2.1/authorize',
  google: '/identity/google/o/oauth2/v2/auth',
  facebook: '/identity/facebook/v19.0/dialog/oauth',
};

const CODE_LIFETIME_MS = 10 * 60_000;
const KEPT = [
  'client_id',
  'redirect_uri',
  'state',
  'scope',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'bot_prompt',
];

type Params = Record<string, string | undefined>;

const pick = (source: Params) =>
  Object.fromEntries(KEPT.flatMap((name) => (source[name] === undefined ? [] : [[name, source[name]]])));

/** The provider's refusal in its own words (Facebook adds its reason and code). */
const refusalQuery = (provider: IdentityProvider, state: string) =>
  new URLSearchParams({
    error: 'access_denied',
    error_description: provider === 'facebook' ? 'Permissions error' : 'The user has denied the request',
    ...(provider === 'facebook' ? { error_reason: 'user_denied', error_code: '200' } : {}),
    state,
  });

/** The consent pages of LINE, Google and Facebook, and the choice the tester makes on them. */
export const identityPageRoutes =
  (context: IdentityContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    for (const [provider, path] of Object.entries(AUTHORIZE_PATHS) as [IdentityProvider, string][]) {
      app.get(path, (request, reply) => {
        const query = request.query as Params;
        if (query.client_id !== IDENTITY_SANDBOX_KEYS[provider].clientId || !query.redirect_uri)
          return reply.code(400).type('text/plain').send('invalid client_id or missing redirect_uri');
        // The key is made while the person chooses, so the token request does not wait for it.
        if (provider === 'google') void context.googleKeys();
        const decideUrl = `${context.settings.publicBaseUrl}/identity/${provider}/decide`;
        return reply.type('text/html').send(renderAuthorizePage(provider, decideUrl, pick(query)));
      });

      app.post(`/identity/${provider}/decide`, (request, reply) => {
        const form = (request.body ?? {}) as Params;
        const redirectUri = form.redirect_uri ?? '';
        const state = form.state ?? '';
        if (form.client_id !== IDENTITY_SANDBOX_KEYS[provider].clientId || !redirectUri)
          return reply.code(400).type('text/plain').send('invalid client_id or missing redirect_uri');
        if (form.refuse === 'true')
          return reply.redirect(`${redirectUri}?${refusalQuery(provider, state).toString()}`);
        const user = findTestUser(form.user);
        if (!user) return reply.code(400).type('text/plain').send('no such test user');
        // LINE's bot_prompt: the person may add the shop's LINE Official Account while consenting.
        if (provider === 'line' && form.bot_prompt && form.add_friend === 'true')
          context.line.friends.add(subjectOf('line', user));
        const fault = context.store.takeFault(provider);
        const code = randomBytes(16).toString('base64url');
        context.store.codes.set(code, {
          provider,
          user,
          clientId: form.client_id,
          redirectUri,
          nonce: form.nonce ?? null,
          codeChallenge: form.code_challenge ?? null,
          expiresAt: context.now() + (fault === 'expired_code' ? -1 : CODE_LIFETIME_MS),
          isUsed: false,
          tokenFault: fault === 'bad_signature' || fault === 'other_audience' ? fault : null,
        });
        const echoed = fault === 'wrong_state' ? `${state}-not-yours` : state;
        return reply.redirect(`${redirectUri}?${new URLSearchParams({ code, state: echoed }).toString()}`);
      });
    }
    done();
  };
