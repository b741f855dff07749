import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../lib/app-error';
import { nonCanonicalPath } from '../lib/canonical-path';

/**
 * Refuses (400 `ADDRESS_NOT_CANONICAL`) a request whose path is a second spelling of an address,
 * before any route's own hook runs: the router decodes `%61` to `a` while a check of the raw
 * address does not, so the two could disagree about which route a request is for. No page or
 * client of the shop writes such an address; a redirect would build a `Location` from what the
 * client wrote (`//host` is another site), so every method gets the same 400.
 */
export const canonicalAddressPlugin = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.addHook('onRequest', (request, _reply, hookDone) => {
      const problem = nonCanonicalPath(request.raw.url ?? '');
      hookDone(
        problem
          ? new AppError(ErrorCode.ADDRESS_NOT_CANONICAL, {
              message: `The address is not written in its plain form (${problem})`,
            })
          : undefined,
      );
    });
    done();
  },
  { name: 'canonical-address' },
);
