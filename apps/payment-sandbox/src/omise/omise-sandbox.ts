import type { FastifyInstance } from 'fastify';
import type { SandboxProvider, SandboxServices } from '../sandbox-provider';
import { handleOmiseError } from './handle-omise-error';
import { omiseApiRoutes } from './omise-api-routes';
import type { OmiseContext } from './omise-context';
import { omiseControlRoutes } from './omise-control-routes';
import { omiseErrorBody } from './omise-error-body';
import { omisePageRoutes } from './omise-page-routes';
import { OMISE_SANDBOX_KEYS } from './omise-sandbox-keys';
import { createOmiseStore } from './omise-store';
import { createOmiseWebhookSender } from './omise-webhook-sender';

/** Omise's API, vault and hosted pages for one plugin instance, with their own state. */
export const createOmiseSandbox = ({ settings, timers }: SandboxServices): SandboxProvider => {
  const store = createOmiseStore();
  const webhooks = createOmiseWebhookSender({
    url: `${settings.shopUrl}/webhook/payment/omise`,
    webhookSecret: OMISE_SANDBOX_KEYS.webhookSecret,
    delayMs: settings.webhookDelayMs,
    retryBaseMs: settings.webhookRetryBaseMs,
    timers,
    isEnabled: () => store.areWebhooksEnabled,
  });
  const context: OmiseContext = { store, webhooks, settings, now: () => new Date() };
  return {
    id: 'omise',
    name: 'Omise (Opn Payments)',
    pathPrefixes: ['/omise', '/omise-vault'],
    describe: () => ({
      id: 'omise',
      name: 'Omise (Opn Payments)',
      api: `${settings.publicBaseUrl}/omise`,
      vault: `${settings.publicBaseUrl}/omise-vault`,
      pages: `${settings.publicBaseUrl}/omise/`,
      methods: [8, 9],
    }),
    routes: async (app: FastifyInstance) => {
      app.setErrorHandler(handleOmiseError);
      await app.register(omiseApiRoutes(context));
      await app.register(omisePageRoutes(context));
    },
    controlRoutes: async (app: FastifyInstance) => {
      await app.register(omiseControlRoutes(context));
    },
    errorBody: omiseErrorBody,
    reset: store.reset,
  };
};
