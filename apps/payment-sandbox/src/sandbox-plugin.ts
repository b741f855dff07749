import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ControlAccess } from './control/control-access';
import { controlRoutes } from './control/control-routes';
import { createFaultStore } from './control/fault-store';
import { registerRequestHooks } from './control/register-request-hooks';
import { createRequestRecorder } from './control/request-recorder';
import { createTimerSet } from './lib/timer-set';
import { createBookPartnerSandbox } from './book-partner/book-partner-sandbox';
import { createIdentitySandbox } from './identity/identity-sandbox';
import { createEasySlipSandbox } from './easyslip/easyslip-sandbox';
import { createGbPrimeSandbox } from './gbprime/gbprime-sandbox';
import { createOmiseSandbox } from './omise/omise-sandbox';
import { createPayPalSandbox } from './paypal/paypal-sandbox';
import { createPaySolutionsSandbox } from './paysolutions/paysolutions-sandbox';
import { createScbSandbox } from './scb/scb-sandbox';
import { createTwoC2pSandbox } from './twoc2p/twoc2p-sandbox';
import type { SandboxProvider, SandboxServices, SandboxSettings } from './sandbox-provider';

export type PaymentSandboxOptions = {
  /** Base URL the sandbox's webhooks are POSTed to, e.g. http://127.0.0.1:3000 (the shop, server to server). */
  shopUrl: string;
  /** Browser-facing base URL of the sandbox itself, e.g. http://localhost:3000/sandbox; used in every URL the sandbox hands out (authorize_uri, QR download_uri, pages). */
  publicBaseUrl: string;
  /** Delay before automatic webhook delivery (default 200 ms); retries after a non-2xx or network error: 3 more times at 1 s, 2 s, 4 s (scale with `webhookRetryBaseMs`, default 1000). */
  webhookDelayMs?: number;
  webhookRetryBaseMs?: number;
  /** Who may use `/__control`: the holder of `secret` (header `x-sandbox-control`), or an administrator the shop recognises. */
  control: ControlAccess;
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

const settingsOf = (options: PaymentSandboxOptions): SandboxSettings => ({
  shopUrl: withoutTrailingSlash(options.shopUrl),
  publicBaseUrl: withoutTrailingSlash(options.publicBaseUrl),
  webhookDelayMs: options.webhookDelayMs ?? 200,
  webhookRetryBaseMs: options.webhookRetryBaseMs ?? 1000,
});

/** One line per provider; everything else (faults, recording, reset) is shared. */
const createProviders = (services: SandboxServices): SandboxProvider[] => [
  createOmiseSandbox(services),
  createPayPalSandbox(services),
  createTwoC2pSandbox(services),
  createScbSandbox(services),
  createGbPrimeSandbox(services),
  createPaySolutionsSandbox(services),
  createBookPartnerSandbox(services),
  createIdentitySandbox(services),
  createEasySlipSandbox(services),
];

/**
 * Stand-ins for the payment providers' HTTP APIs and hosted pages. The shop mounts this under
 * /sandbox when PAYMENT_MODE is sandbox; `main.ts` runs it alone. All state lives in this call,
 * so several apps in one process (tests) never share charges, faults or timers.
 */
export const paymentSandboxPlugin = async (app: FastifyInstance, options: PaymentSandboxOptions) => {
  const settings = settingsOf(options);
  const timers = createTimerSet();
  const providers = createProviders({ settings, timers });
  const faults = createFaultStore();
  const recorder = createRequestRecorder();

  // Held requests and pending webhooks must not keep close() waiting or fire after it.
  app.addHook('preClose', (done) => {
    timers.cancelAll();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    timers.cancelAll();
    done();
  });

  // Omise takes form bodies with bracket keys (`card[number]`); the shop's app does not parse forms.
  await app.register(formbody);
  registerRequestHooks(app, { providers, faults, recorder, timers });

  app.setErrorHandler((error: FastifyError, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ error: error.message }),
  );
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `no sandbox route ${request.method} ${request.url}` }),
  );

  app.get('/', () => ({
    sandbox: true,
    shop_url: settings.shopUrl,
    providers: providers.map((provider) => provider.describe()),
  }));

  for (const provider of providers) await app.register(provider.routes);
  await app.register(
    controlRoutes({
      providers,
      faults,
      recorder,
      access: options.control,
      reset: () => {
        timers.cancelAll();
        faults.reset();
        recorder.reset();
        for (const provider of providers) provider.reset();
      },
    }),
    { prefix: '/__control' },
  );
};
