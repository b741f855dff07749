import type { FastifyInstance } from 'fastify';

export type PaymentSandboxOptions = {
  /** Where the shop's own server listens, for the sandbox's callbacks and return links. */
  shopUrl: string;
};

/**
 * Stand-ins for the payment providers' HTTP APIs and hosted pages. The shop mounts this under
 * /sandbox when PAYMENT_MODE is sandbox; each provider adds its routes in its own folder.
 */
export const paymentSandboxPlugin = async (app: FastifyInstance, options: PaymentSandboxOptions) => {
  app.get('/', () => ({ sandbox: true, shop_url: options.shopUrl, providers: [] }));
  await Promise.resolve();
};
