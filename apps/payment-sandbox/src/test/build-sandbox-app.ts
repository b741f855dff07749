import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { CONTROL_SECRET_HEADER } from '../control/control-access';
import { type PaymentSandboxOptions, paymentSandboxPlugin } from '../sandbox-plugin';

/** The browser-facing base every test expects in the URLs the sandbox hands out. */
export const PUBLIC_BASE_URL = 'http://localhost:3000/sandbox';

/** The control secret of every test app. */
export const TEST_CONTROL_SECRET = 'sandbox-control-secret-of-the-tests';

/** A sandbox app whose `inject` holds the control secret; `injectWithoutSecret` does not. */
export type SandboxTestApp = FastifyInstance & { injectWithoutSecret: FastifyInstance['inject'] };

/**
 * A bare Fastify app with only the sandbox, mounted as the shop mounts it. Webhooks go nowhere
 * (a closed port) unless a test passes a receiver's URL; delays are short so tests stay fast.
 * Its `inject` sends the control secret with every request to `/sandbox/__control`, as a test
 * holding the secret would; `injectWithoutSecret` sends what it is given.
 */
export const buildSandboxApp = async (
  options: Partial<PaymentSandboxOptions> = {},
): Promise<SandboxTestApp> => {
  const app = Fastify({ logger: false });
  await app.register(paymentSandboxPlugin, {
    prefix: '/sandbox',
    shopUrl: 'http://127.0.0.1:9',
    publicBaseUrl: PUBLIC_BASE_URL,
    webhookDelayMs: 5,
    webhookRetryBaseMs: 10,
    control: { secret: TEST_CONTROL_SECRET },
    ...options,
  });
  await app.ready();
  const injectWithoutSecret = app.inject.bind(app);
  const withSecret = (options: InjectOptions): InjectOptions =>
    typeof options.url === 'string' && options.url.startsWith('/sandbox/__control')
      ? {
          ...options,
          headers: { [CONTROL_SECRET_HEADER]: TEST_CONTROL_SECRET, ...(options.headers ?? {}) },
        }
      : options;
  const testApp: SandboxTestApp = Object.assign(app, { injectWithoutSecret });
  testApp.inject = ((options: InjectOptions) =>
    injectWithoutSecret(withSecret(options))) as typeof app.inject;
  return testApp;
};
