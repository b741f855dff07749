import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { buildPaymentRegistry, buildSlipVerifier, type PaymentDeps } from '../modules/payments/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment adapters this server runs, and what the payment services work with. */
    payments: PaymentDeps;
  }
}

/**
 * Builds the payment adapters from the configuration. In live mode a provider whose keys are
 * missing is not started: it is named in the log with the variables it lacks, and its methods
 * are neither offered nor accepted until they are set.
 */
export const paymentsPlugin = fp(
  (app: FastifyInstance, options: { config: Config }, done: (error?: Error) => void) => {
    const registry = buildPaymentRegistry(options.config);
    for (const missing of registry.notStarted)
      app.log.warn(
        { provider: missing.provider, missing: missing.missing },
        'payment provider not started: its keys are missing, its methods are not offered',
      );
    app.decorate('payments', {
      db: app.db,
      registry,
      relay: app.realtimeRelay,
      publicUrl: options.config.PUBLIC_URL,
      callTimeoutMs: options.config.PAYMENT_HTTP_TIMEOUT_MS,
      log: app.log,
      slipVerifier: buildSlipVerifier(options.config),
    });
    done();
  },
  { name: 'payments', dependencies: ['database', 'realtime-relay'] },
);
