import type { FastifyInstance } from 'fastify';
import type { SandboxProvider, SandboxServices } from '../sandbox-provider';
import { handleScbError } from './handle-scb-error';
import { scbApiRoutes } from './scb-api-routes';
import { createScbConfirmationSender } from './scb-confirmation-sender';
import type { ScbContext } from './scb-context';
import { scbControlRoutes } from './scb-control-routes';
import { ScbCode, scbEnvelope } from './scb-envelope';
import { scbPageRoutes } from './scb-page-routes';
import { SCB_BANK_APP_PATH } from './render-scb-bank-page';
import { createScbStore } from './scb-store';

/** SCB waits 12 s between confirmation tries; in units of the sandbox's retry base (1 s by default). */
const RETRY_INTERVAL_BASES = 12;

/** SCB Open API's QR payments for one plugin instance, with their own state. */
export const createScbSandbox = ({ settings, timers }: SandboxServices): SandboxProvider => {
  const store = createScbStore();
  const confirmations = createScbConfirmationSender({
    url: `${settings.shopUrl}/webhook/payment/scb`,
    delayMs: settings.webhookDelayMs,
    retryIntervalMs: () => store.retryIntervalMs ?? RETRY_INTERVAL_BASES * settings.webhookRetryBaseMs,
    timers,
    isEnabled: () => store.areWebhooksEnabled,
  });
  const context: ScbContext = { store, confirmations, settings, now: () => new Date() };
  return {
    id: 'scb',
    name: 'SCB Open API',
    pathPrefixes: ['/scb'],
    describe: () => ({
      id: 'scb',
      name: 'SCB Open API',
      api: `${settings.publicBaseUrl}/scb`,
      // SCB has no hosted page: the buyer scans the QR with a banking app, which this stands in for.
      pages: `${settings.publicBaseUrl}${SCB_BANK_APP_PATH}`,
      methods: [4],
    }),
    routes: async (app: FastifyInstance) => {
      app.setErrorHandler(handleScbError);
      await app.register(scbApiRoutes(context));
      await app.register(scbPageRoutes(context));
    },
    controlRoutes: async (app: FastifyInstance) => {
      await app.register(scbControlRoutes(context));
    },
    errorBody: (code, message) =>
      scbEnvelope(code === 'not_found' ? ScbCode.NOT_FOUND : ScbCode.SYSTEM_ERROR, message),
    reset: store.reset,
  };
};
