import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** PayPal (2): the calls of spec 2 that start a payment. Being built. */
export const payPalRoutes: FastifyPluginAsyncZod = async () => {};
