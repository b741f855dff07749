import type { FastifyInstance } from 'fastify';
import type { SandboxProvider, SandboxServices } from '../sandbox-provider';
import { twoC2pApiRoutes } from './twoc2p-api-routes';
import { twoC2pBankAppRoutes } from './twoc2p-bank-app-routes';
import type { TwoC2pContext } from './twoc2p-context';
import { twoC2pControlRoutes } from './twoc2p-control-routes';
import { handleTwoC2pError, twoC2pErrorBody } from './twoc2p-error';
import { createTwoC2pNotifier } from './twoc2p-notifier';
import { twoC2pPageRoutes } from './twoc2p-page-routes';
import { createTwoC2pStore } from './twoc2p-store';

/** 2C2P PGW v4.3's API, hosted payment page and backend notifications, with their own state. */
export const createTwoC2pSandbox = ({ settings, timers }: SandboxServices): SandboxProvider => {
  const store = createTwoC2pStore();
  const notifier = createTwoC2pNotifier({
    shopUrl: settings.shopUrl,
    secretKey: () => store.secretKey,
    delayMs: settings.webhookDelayMs,
    retryBaseMs: settings.webhookRetryBaseMs,
    timers,
    isEnabled: () => store.areWebhooksEnabled,
  });
  const context: TwoC2pContext = { store, notifier, settings, now: () => new Date() };
  return {
    id: '2c2p',
    name: '2C2P PGW v4.3',
    pathPrefixes: ['/2c2p'],
    describe: () => ({
      id: '2c2p',
      name: '2C2P PGW v4.3',
      api: `${settings.publicBaseUrl}/2c2p/payment/4.3`,
      pages: `${settings.publicBaseUrl}/2c2p/`,
      methods: [3, 10, 15],
    }),
    routes: async (app: FastifyInstance) => {
      app.setErrorHandler(handleTwoC2pError);
      await app.register(twoC2pApiRoutes(context));
      await app.register(twoC2pPageRoutes(context));
      await app.register(twoC2pBankAppRoutes(context));
    },
    controlRoutes: async (app: FastifyInstance) => {
      await app.register(twoC2pControlRoutes(context));
    },
    // 2C2P's system error; a missing route is a system error to a client too.
    errorBody: (_code, message) => twoC2pErrorBody('0999', message),
    reset: store.reset,
  };
};
