import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../plugins/session';

/**
 * A rate limit per signed-in browser (per address for a visitor): many buyers behind one office
 * or campus address are not one buyer. Checked before the handler, after the body is parsed.
 */
export const perSessionRateLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? request.ip,
  },
});
