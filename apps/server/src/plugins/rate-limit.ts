import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../lib/app-error';
import { sharedRateLimitStore } from '../lib/shared-rate-limit-store';

/**
 * Limits are set per route (sign-in, registration, uploads...). With Redis the counts are
 * shared by every instance, and each instance counts alone while Redis is away; without it each
 * instance counts alone.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { store: sharedRateLimitStore(app.redis, 'shop-rate-limit:', app.log) } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError(ErrorCode.RATE_LIMITED, {
          message: `Too many requests; try again in ${context.after}`,
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
