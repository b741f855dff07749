import Fastify from 'fastify';
import { type PaymentSandboxOptions, paymentSandboxPlugin } from '../sandbox-plugin';

/** The browser-facing base every test expects in the URLs the sandbox hands out. */
export const PUBLIC_BASE_URL = 'http://localhost:3000/sandbox';

/**
 * A bare Fastify app with only the sandbox, mounted as the shop mounts it. Webhooks go nowhere
 * (a closed port) unless a test passes a receiver's URL; delays are short so tests stay fast.
 */
export const buildSandboxApp = async (options: Partial<PaymentSandboxOptions> = {}) => {
  const app = Fastify({ logger: false });
  await app.register(paymentSandboxPlugin, {
    prefix: '/sandbox',
    shopUrl: 'http://127.0.0.1:9',
    publicBaseUrl: PUBLIC_BASE_URL,
    webhookDelayMs: 5,
    webhookRetryBaseMs: 10,
    ...options,
  });
  await app.ready();
  return app;
};
