import type { FastifyInstance } from 'fastify';
import type { SandboxProvider, SandboxServices } from '../sandbox-provider';
import { gbPrimeApiRoutes } from './gbprime-api-routes';
import { createGbPrimeBackgroundSender } from './gbprime-background-sender';
import type { GbPrimeContext } from './gbprime-context';
import { gbPrimeControlRoutes } from './gbprime-control-routes';
import { gbPrimeErrorBody } from './gbprime-error';
import { gbPrimePageRoutes } from './gbprime-page-routes';
import { createGbPrimeStore } from './gbprime-store';
import { handleGbPrimeError } from './handle-gbprime-error';

/** GB Prime Pay's API, its issuer OTP page and a banking app for QR Cash, with their own state. */
export const createGbPrimeSandbox = ({ settings, timers }: SandboxServices): SandboxProvider => {
  const store = createGbPrimeStore();
  const background = createGbPrimeBackgroundSender({
    shopUrl: settings.shopUrl,
    delayMs: settings.webhookDelayMs,
    retryBaseMs: settings.webhookRetryBaseMs,
    timers,
    isEnabled: () => store.areWebhooksEnabled,
  });
  const context: GbPrimeContext = { store, background, settings, now: () => new Date() };
  return {
    id: 'gbprime',
    name: 'GB Prime Pay',
    pathPrefixes: ['/gbprime'],
    describe: () => ({
      id: 'gbprime',
      name: 'GB Prime Pay',
      api: `${settings.publicBaseUrl}/gbprime`,
      pages: `${settings.publicBaseUrl}/gbprime/`,
      methods: [11, 12],
    }),
    routes: async (app: FastifyInstance) => {
      app.setErrorHandler(handleGbPrimeError);
      await app.register(gbPrimeApiRoutes(context));
      await app.register(gbPrimePageRoutes(context));
    },
    controlRoutes: async (app: FastifyInstance) => {
      await app.register(gbPrimeControlRoutes(context));
    },
    errorBody: (code, message) => gbPrimeErrorBody(code === 'not_found' ? '90' : '99', message),
    reset: store.reset,
  };
};
