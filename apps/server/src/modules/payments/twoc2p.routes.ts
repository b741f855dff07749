import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** 2C2P (3, 10, 15): the calls of spec 2 that start a payment. Being built. */
export const twoC2pRoutes: FastifyPluginAsyncZod = async () => {};
