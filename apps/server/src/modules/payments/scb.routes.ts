import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** SCB QR (4): the calls of spec 2 that start a payment. Being built. */
export const scbRoutes: FastifyPluginAsyncZod = async () => {};
