import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GB Prime Pay (11, 12): the calls of spec 2 that start a payment. Being built. */
export const gbPrimeRoutes: FastifyPluginAsyncZod = async () => {};
