import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxProvider, SandboxServices } from '../sandbox-provider';
import { handlePayPalError } from './handle-paypal-error';
import { payPalApiRoutes } from './paypal-api-routes';
import type { PayPalContext } from './paypal-context';
import { payPalControlRoutes } from './paypal-control-routes';
import { payPalErrorBody } from './paypal-error';
import { payPalPageRoutes } from './paypal-page-routes';
import { PAYPAL_SANDBOX_KEYS } from './paypal-sandbox-keys';
import { createPayPalStore } from './paypal-store';
import { createPayPalWebhookSender } from './paypal-webhook-sender';

/** PayPal's REST API (OAuth, Orders v2, webhook verification) and its approval page, with their own state. */
export const createPayPalSandbox = ({ settings, timers }: SandboxServices): SandboxProvider => {
  const store = createPayPalStore();
  const now = () => new Date();
  const webhooks = createPayPalWebhookSender({
    url: `${settings.shopUrl}/webhook/payment/paypal`,
    webhookId: PAYPAL_SANDBOX_KEYS.webhookId,
    // PayPal signs with its private key; the sandbox with a secret nobody else knows.
    signingSecret: randomBytes(32).toString('base64'),
    certUrl: `${settings.publicBaseUrl}/paypal/v1/notifications/certs/CERT-360caa42-fca2a594-sandbox`,
    delayMs: settings.webhookDelayMs,
    retryBaseMs: settings.webhookRetryBaseMs,
    timers,
    isEnabled: () => store.areWebhooksEnabled,
    transmissions: store.transmissions,
    now,
  });
  const context: PayPalContext = { store, webhooks, settings, now };
  return {
    id: 'paypal',
    name: 'PayPal',
    pathPrefixes: ['/paypal'],
    describe: () => ({
      id: 'paypal',
      name: 'PayPal',
      api: `${settings.publicBaseUrl}/paypal`,
      pages: `${settings.publicBaseUrl}/paypal/checkoutnow`,
      methods: [2],
    }),
    routes: async (app: FastifyInstance) => {
      app.setErrorHandler(handlePayPalError);
      await app.register(payPalApiRoutes(context));
      await app.register(payPalPageRoutes(context));
    },
    controlRoutes: async (app: FastifyInstance) => {
      await app.register(payPalControlRoutes(context));
    },
    errorBody: (code, message) =>
      payPalErrorBody(code === 'not_found' ? 404 : 500, code.toUpperCase(), message),
    reset: store.reset,
  };
};
