import type { FastifyInstance } from 'fastify';
import type { SandboxProvider, SandboxServices } from '../sandbox-provider';
import { facebookApiRoutes } from './facebook-api-routes';
import { googleKeysOfProcess, type IdentityContext } from './identity-context';
import { identityControlRoutes } from './identity-control-routes';
import { identityPageRoutes } from './identity-page-routes';
import { createIdentityStore } from './identity-store';
import { oidcApiRoutes } from './oidc-api-routes';

/**
 * LINE Login v2.1, Google OpenID Connect and Facebook Login, played under `/identity/<provider>`
 * beside the payment providers: consent pages, token endpoints, keys and profiles.
 */
export const createIdentitySandbox = ({ settings }: SandboxServices): SandboxProvider => {
  const store = createIdentityStore();
  const context: IdentityContext = {
    store,
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
    },
    controlRoutes: async (app: FastifyInstance) => {
      await app.register(identityControlRoutes(context));
    },
    errorBody: (code, message) => ({
      error: code === 'not_found' ? 'not_found' : 'server_error',
      error_description: message,
    }),
    reset: store.reset,
  };
};
