import type { FastifyInstance } from 'fastify';
import type { SandboxProvider, SandboxServices } from '../sandbox-provider';
import { paySolutionsApiRoutes } from './paysolutions-api-routes';
import type { PaySolutionsContext } from './paysolutions-context';
import { paySolutionsControlRoutes } from './paysolutions-control-routes';
import { paySolutionsPageRoutes } from './paysolutions-page-routes';
import { createPaySolutionsPostbackSender } from './paysolutions-postback-sender';
import { createPaySolutionsStore } from './paysolutions-store';

/** Pay Solutions' hosted payment page and inquiry API for one plugin instance, with its own state. */
export const createPaySolutionsSandbox = ({ settings, timers }: SandboxServices): SandboxProvider => {
  const store = createPaySolutionsStore();
  const postbacks = createPaySolutionsPostbackSender({
    shopUrl: settings.shopUrl,
    delayMs: settings.webhookDelayMs,
    retryBaseMs: settings.webhookRetryBaseMs,
    timers,
    store,
  });
  const context: PaySolutionsContext = { store, postbacks, settings, now: () => new Date() };
  return {
    id: 'paysolutions',
    name: 'Pay Solutions',
    pathPrefixes: ['/paysolutions'],
    describe: () => ({
      id: 'paysolutions',
      name: 'Pay Solutions',
      api: `${settings.publicBaseUrl}/paysolutions`,
      pages: `${settings.publicBaseUrl}/paysolutions/`,
      methods: [13],
    }),
    routes: async (app: FastifyInstance) => {
      await app.register(paySolutionsApiRoutes(context));
      await app.register(paySolutionsPageRoutes(context));
    },
    controlRoutes: async (app: FastifyInstance) => {
      await app.register(paySolutionsControlRoutes(context));
    },
    errorBody: (code, message) => ({ status: 'error', error: code, message }),
    reset: store.reset,
  };
};
