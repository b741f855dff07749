import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Pay Solutions (13): the calls of spec 2 that start a payment. Being built. */
export const paySolutionsRoutes: FastifyPluginAsyncZod = async () => {};
