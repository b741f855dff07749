import type { FastifyRequest } from 'fastify';

/**
 * Whom a per-session limit counts: the signed-in account of a session the server issued and still
 * holds, or else the client's address. The `sid` cookie as sent is never the key: a client could
 * send a new random one with each request and never reach a limit.
 */
export const sessionOrAddressKey = async (request: FastifyRequest): Promise<string> => {
  const session = await request.session();
  return session.kind === 'active' ? `user:${String(session.user.id)}` : `ip:${request.ip}`;
};

/**
 * A rate limit per signed-in account (per address for a visitor): many buyers behind one office
 * or campus address are not one buyer. Checked before the handler, after the body is parsed.
 */
export const perSessionRateLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: sessionOrAddressKey,
  },
});
