import type { FastifyInstance } from 'fastify';
import type { SandboxProvider, SandboxServices } from '../sandbox-provider';
import { facebookApiRoutes } from './facebook-api-routes';
import { googleKeysOfProcess, type IdentityContext } from './identity-context';
import { identityControlRoutes } from './identity-control-routes';
import { identityPageRoutes } from './identity-page-routes';
import { createIdentityStore } from './identity-store';
import { createLineMessagingStore } from './line-messaging-store';
import { lineMessagingRoutes } from './line-messaging-routes';
import { oidcApiRoutes } from './oidc-api-routes';

/**
 * LINE Login v2.1, Google OpenID Connect and Facebook Login, played under `/identity/<provider>`
 * beside the payment providers: consent pages, token endpoints, keys and profiles; and LINE's
 * Messaging API (push, quota, friendship) for the shop's LINE Official Account.
 */
export const createIdentitySandbox = ({ settings }: SandboxServices): SandboxProvider => {
  const store = createIdentityStore();
  const line = createLineMessagingStore();
  const context: IdentityContext = {
    store,
    line,
    settings,
    googleKeys: googleKeysOfProcess,
    now: () => Date.now(),
  };
  return {
    id: 'identity',
    name: 'Sign-in providers (LINE, Google, Facebook)',
    pathPrefixes: ['/identity'],
    describe: () => ({
      id: 'identity',
      name: 'Sign-in providers (LINE, Google, Facebook)',
      api: `${settings.publicBaseUrl}/identity`,
      pages: `${settings.publicBaseUrl}/identity`,
      methods: [],
    }),
    routes: async (app: FastifyInstance) => {
      await app.register(identityPageRoutes(context));
      await app.register(oidcApiRoutes(context));
      await app.register(facebookApiRoutes(context));
      await app.register(lineMessagingRoutes(context));
    },
    controlRoutes: async (app: FastifyInstance) => {
      await app.register(identityControlRoutes(context));
    },
    errorBody: (code, message) => ({
      error: code === 'not_found' ? 'not_found' : 'server_error',
      error_description: message,
    }),
    reset: () => {
      store.reset();
      line.reset();
    },
  };
};
